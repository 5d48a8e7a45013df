import { buildUrl, refreshAccessToken } from './api-client';
import { ApiError } from './api-error';
import { readSession } from './auth/session-storage';

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GETs a file with the session's bearer token (a plain link would carry none), refreshing it once
 * on a 401, and saves it as `fileName`.
 */
export async function downloadWithSession(path: string, fileName: string): Promise<void> {
  const get = (token: string | undefined) =>
    fetch(buildUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = readSession()?.accessToken;
  let response = await get(token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await get(fresh);
  }
  if (!response.ok) throw new ApiError(response.status, null);
  saveBlob(await response.blob(), fileName);
}
