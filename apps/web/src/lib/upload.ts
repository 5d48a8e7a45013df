import { ApiError, type ErrorBody } from './api-error';
import { buildUrl, refreshAccessToken } from './api-client';
import { readSession } from './auth/session-storage';

export type UploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type RawAnswer = { status: number; body: unknown };

function parse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function send(path: string, body: FormData, options: UploadOptions, token?: string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr) });
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Sends a multipart form with upload progress (fetch cannot report it), with the api client's
 * rules: the session's bearer token, one shared refresh on a 401, ApiError for non-2xx answers.
 */
export async function uploadForm<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const token = readSession()?.accessToken;
  let answer = await send(path, body, options, token);
  if (answer.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (!fresh) throw new ApiError(401, (answer.body ?? null) as ErrorBody);
    options.onProgress?.(0);
    answer = await send(path, body, options, fresh);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, (answer.body ?? null) as ErrorBody);
  }
  options.onProgress?.(1);
  return answer.body as T;
}
