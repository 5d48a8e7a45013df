import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import { Metadata, type Upload } from '@tus/utils';
import { eq } from 'drizzle-orm';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import { parsePathId } from '@academy/contract/path-params';
import { formatVideoLimit, VIDEO_UPLOADS_PATH, videoMessages } from '@academy/contract/videos';
import { videoAssets } from '../../db/schema/videos.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { detailError, fieldError, forbidden, notFound } from '../../lib/http-errors.ts';
import { findLessonOwnership } from './video-queries.ts';
import { canManageLessonVideo } from './policies.ts';
import { queueTranscode } from './transcode-job.ts';

/** What the auth hook learnt about a tus request, for the tus server's own hooks. */
type UploadContext = { userId: number; lessonId: number; courseId: number };

/** Hours an unfinished upload is kept for its resumption, then removed by the clean-up job. */
export const UPLOAD_EXPIRY_HOURS = 24;

const SOURCE_EXTENSIONS = ['mp4', 'mov', 'mkv', 'webm', 'm4v'];

function sourceExtension(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return SOURCE_EXTENSIONS.includes(extension) ? extension : 'bin';
}

function metadataOf(request: FastifyRequest): Record<string, string | null> {
  const header = request.headers['upload-metadata'];
  if (typeof header !== 'string' || header === '') return {};
  try {
    return Metadata.parse(header);
  } catch {
    return {};
  }
}

/**
 * Resumable video uploads with the tus protocol (tus.io, version 1.0.0) at
 * /api/video-uploads/: creation, HEAD for the offset, PATCH for the bytes. Every request passes
 * the normal auth hook first; the creation is refused (413) when its Upload-Length is above
 * VIDEO_MAX_BYTES and (403) unless the caller manages the lesson's course, all before a byte of
 * body is read. A finished upload moves into media storage and is queued for conversion.
 */
export const videoUploadRoutes: FastifyPluginAsync = async (app) => {
  const maxBytes = app.config.video.maxBytes;
  const directory = join(app.config.dataDir, 'uploads', 'videos');
  const contexts = new WeakMap<IncomingMessage, UploadContext>();
  const datastore = new FileStore({
    directory,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_HOURS * 60 * 60 * 1000,
  });
  const rawOf = (req: unknown) =>
    (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

  const tus = new TusServer({
    path: VIDEO_UPLOADS_PATH,
    datastore,
    maxSize: maxBytes,
    relativeLocation: true,
    namingFunction: () => randomBytes(16).toString('hex'),
    async onUploadCreate(req, upload: Upload) {
      const context = contexts.get(rawOf(req)!);
      if (!context) throw { status_code: 403, body: 'Forbidden' };
      const name = (upload.metadata?.filename ?? '').trim().slice(0, 255) || 'video';
      await app.db.insert(videoAssets).values({
        lessonId: context.lessonId,
        courseId: context.courseId,
        uploadedBy: context.userId,
        uploadId: upload.id,
        originalName: name,
        sizeBytes: upload.size ?? 0,
        storageKey: `videos/${randomBytes(16).toString('hex')}`,
      });
      return {};
    },
    async onUploadFinish(_req, upload: Upload) {
      const [asset] = await app.db
        .select({
          id: videoAssets.id,
          storageKey: videoAssets.storageKey,
          name: videoAssets.originalName,
        })
        .from(videoAssets)
        .where(eq(videoAssets.uploadId, upload.id));
      if (!asset) throw { status_code: 404, body: 'Not found' };
      if (upload.size === 0) {
        // Nothing to convert; the tus files go with the row (cleanup-job.ts).
        await app.db
          .update(videoAssets)
          .set({ status: 'failed', failureReason: 'empty' })
          .where(eq(videoAssets.id, asset.id));
        return {};
      }
      const sourcePath = `${asset.storageKey}/source.${sourceExtension(asset.name)}`;
      await app.media.putFile(sourcePath, join(directory, upload.id), 'application/octet-stream', {
        move: true,
      });
      await datastore.configstore.delete(upload.id);
      await app.db.transaction(async (tx) => {
        await tx
          .update(videoAssets)
          .set({ status: 'queued', sourcePath })
          .where(eq(videoAssets.id, asset.id));
        await queueTranscode(app.jobs, asset.id, tx);
      });
      return {};
    },
  });

  /** The creation: its size and its lesson are checked before the upload starts. */
  const authoriseCreation: preValidationAsyncHookHandler = async function (request, reply) {
    await requireUser.call(this, request, reply);
    const user = currentUser(request);
    const length = request.headers['upload-length'];
    if (typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
      throw fieldError('upload_length', videoMessages.lengthRequired);
    }
    if (Number(length) > maxBytes) {
      throw detailError(413, videoMessages.tooLarge.replace('{max}', formatVideoLimit(maxBytes)));
    }
    const lessonId = parsePathId(metadataOf(request).lesson_id ?? undefined);
    if (lessonId === null) throw fieldError('lesson_id', videoMessages.lessonRequired);
    const lesson = await findLessonOwnership(this.db, lessonId);
    if (!lesson) throw notFound();
    if (!canManageLessonVideo(user, lesson)) throw forbidden();
    contexts.set(request.raw, { userId: user.userId, lessonId, courseId: lesson.courseId });
  };

  /** HEAD and PATCH of an upload: only by someone who may still manage its lesson. */
  const authoriseUpload: preValidationAsyncHookHandler = async function (request, reply) {
    await requireUser.call(this, request, reply);
    const user = currentUser(request);
    const uploadId = (request.params as { upload?: string }).upload ?? '';
    const [asset] = /^[0-9a-f]{32}$/.test(uploadId)
      ? await this.db
          .select({ lessonId: videoAssets.lessonId, status: videoAssets.status })
          .from(videoAssets)
          .where(eq(videoAssets.uploadId, uploadId))
      : [];
    const lesson = asset?.lessonId ? await findLessonOwnership(this.db, asset.lessonId) : null;
    if (!asset || !lesson || !canManageLessonVideo(user, lesson)) {
      throw notFound(videoMessages.uploadNotFound);
    }
  };

  // The body of a PATCH is left unread here: the tus server streams it once the hooks allowed it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = currentUser(request);
    await app.uploads.hold(user.userId, async () => {
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    });
  };
  const tusDoc = (description: string) => ({
    tags: ['videos'],
    security: [{ bearer: [] }],
    description,
  });

  app.post(
    `${VIDEO_UPLOADS_PATH}/`,
    {
      preValidation: [authoriseCreation],
      schema: tusDoc(
        'tus 1.0.0 creation of a resumable video upload (Tus-Resumable, Upload-Length, ' +
          'Upload-Metadata with `lesson_id` and `filename`). 201 with its Location; 413 when ' +
          'Upload-Length is above VIDEO_MAX_BYTES; 403 unless the caller is the course instructor ' +
          'or staff. Refused before any byte is read.',
      ),
    },
    handle,
  );
  app.route({
    method: ['HEAD', 'PATCH'],
    url: `${VIDEO_UPLOADS_PATH}/:upload`,
    preValidation: [authoriseUpload],
    schema: tusDoc(
      'tus 1.0.0: HEAD answers the Upload-Offset to resume from; PATCH (application/' +
        'offset+octet-stream) appends bytes at Upload-Offset. The last PATCH queues the ' +
        'conversion. 404 unless the caller may manage the upload’s lesson.',
    ),
    handler: handle,
  });
};
