import { config } from './config';

/**
 * Images are served from the media host plus the stored path. Absolute URLs,
 * data and blob URLs pass through; an empty path gives undefined so callers show a fallback.
 */
export function toMediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.mediaBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
