import { VIDEO_UPLOADS_PATH } from '@academy/contract/videos';
import { Upload, type DetailedError } from 'tus-js-client';
import { buildUrl, refreshAccessToken } from '../../../lib/api-client';
import { readSession } from '../../../lib/auth/session-storage';

export type VideoUploadCallbacks = {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** `status` is the server's answer (0 when it never answered); `body` its text. */
  onError(status: number, body: string): void;
};

/** Bytes per PATCH: a dropped connection loses at most this much. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Uploads a lesson's video with tus (POST /api/video-uploads/, then PATCHes), resuming an
 * upload of the same file to the same lesson that a dropped connection or a reload left
 * unfinished. Answers a function that pauses it (a later call with the same file resumes).
 */
export async function startVideoUpload(
  lessonId: number,
  file: File,
  callbacks: VideoUploadCallbacks,
): Promise<() => void> {
  let refreshed = false;
  const upload = new Upload(file, {
    endpoint: buildUrl(`${VIDEO_UPLOADS_PATH}/`),
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    metadata: { lesson_id: String(lessonId), filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    fingerprint: (input: File) =>
      Promise.resolve(
        ['academy-video', lessonId, input.name, input.size, input.lastModified].join('-'),
      ),
    onBeforeRequest(request) {
      const token = readSession()?.accessToken;
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    onShouldRetry(error: DetailedError, _attempt, options) {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401 && !refreshed) {
        refreshed = true;
        const token = readSession()?.accessToken;
        // The retry waits for its first delay (0 ms); the token is fresh by the next request.
        if (token) void refreshAccessToken(token);
        return true;
      }
      if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
      return (options.retryDelays?.length ?? 0) > 0;
    },
    onProgress: callbacks.onProgress,
    onSuccess: callbacks.onSuccess,
    onError(error) {
      const response = (error as DetailedError).originalResponse;
      callbacks.onError(response?.getStatus() ?? 0, response?.getBody() ?? '');
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return () => void upload.abort();
}
