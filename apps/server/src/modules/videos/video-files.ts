import type { FastifyReply } from 'fastify';
import { AUDIO_RENDITION, videoRenditionNames } from '@academy/contract/videos';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findServedAsset } from './playback-queries.ts';
import { ladderFolder } from './transcode-job.ts';

/** Segments never change under their name: a year, private to the viewer's browser. */
const SEGMENT_CACHE = 'private, max-age=31536000, immutable';
/** Playlists carry the viewer's signature: short-lived. */
const PLAYLIST_CACHE = 'private, max-age=10';
const SEGMENT = /^seg_\d{5}\.ts$/;
const CAPTIONS = /^captions-(en|bn)\.vtt$/;

type ServedAsset = NonNullable<Awaited<ReturnType<typeof findServedAsset>>>;

/** Assets and stored playlists kept in memory: a ready asset's files never change. */
const KEEP = 500;

function remember<Value>(cache: Map<string | number, Value>, key: string | number, value: Value) {
  if (cache.size >= KEEP) cache.clear();
  cache.set(key, value);
  return value;
}

/** Serves a ready video's files to the bearer of a checked signature. */
export function createVideoFiles(db: Db, media: MediaStore) {
  const assets = new Map<number, ServedAsset>();
  const playlists = new Map<string, string>();

  async function assetOf(assetId: number): Promise<ServedAsset> {
    const kept = assets.get(assetId);
    if (kept) return kept;
    const found = await findServedAsset(db, assetId);
    if (!found) throw notFound();
    return remember(assets, assetId, found);
  }

  async function stream(reply: FastifyReply, path: string, type: string, cache: string) {
    const file = await media.openRead(path);
    if (!file) throw notFound();
    reply.header('content-type', type).header('cache-control', cache);
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.send(file.body);
  }

  /** master.m3u8 (the video rungs; audio only is a playlist of its own), the stills, captions. */
  async function sendTopFile(reply: FastifyReply, assetId: number, file: string, token: string) {
    const asset = await assetOf(assetId);
    const folder = ladderFolder(asset.storageKey);
    if (file === 'master.m3u8') {
      const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
      for (const rendition of [...asset.renditions].sort((a, b) => a.bandwidth - b.bandwidth)) {
        if (rendition.name === AUDIO_RENDITION) continue;
        lines.push(
          `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}",NAME="${rendition.name}"`,
          `${rendition.name}/index.m3u8?t=${token}`,
        );
      }
      reply.header('content-type', 'application/vnd.apple.mpegurl');
      reply.header('cache-control', PLAYLIST_CACHE);
      return `${lines.join('\n')}\n`;
    }
    if (file === 'poster.jpg' || file === 'thumbnails.jpg') {
      return stream(reply, `${folder}/${file}`, 'image/jpeg', SEGMENT_CACHE);
    }
    const captions = CAPTIONS.exec(file);
    if (captions) {
      return stream(
        reply,
        `${asset.storageKey}/captions/${captions[1]}.vtt`,
        'text/vtt; charset=utf-8',
        PLAYLIST_CACHE,
      );
    }
    throw notFound();
  }

  /** A rendition's playlist, every segment signed with the viewer's token, or one segment. */
  async function sendRenditionFile(
    reply: FastifyReply,
    assetId: number,
    rendition: string,
    file: string,
    token: string,
  ) {
    if (!(videoRenditionNames as readonly string[]).includes(rendition)) throw notFound();
    const asset = await assetOf(assetId);
    if (!asset.renditions.some((each) => each.name === rendition)) throw notFound();
    const folder = `${ladderFolder(asset.storageKey)}/${rendition}`;
    if (file === 'index.m3u8') {
      const path = `${folder}/index.m3u8`;
      const text =
        playlists.get(path) ??
        remember(
          playlists,
          path,
          (await media.read(path).catch(() => null))?.toString('utf8') ?? '',
        );
      if (!text) throw notFound();
      reply.header('content-type', 'application/vnd.apple.mpegurl');
      reply.header('cache-control', PLAYLIST_CACHE);
      return text.replace(/^(seg_\d{5}\.ts)$/gm, `$1?t=${token}`);
    }
    if (SEGMENT.test(file)) return stream(reply, `${folder}/${file}`, 'video/mp2t', SEGMENT_CACHE);
    throw notFound();
  }

  return { sendTopFile, sendRenditionFile };
}
