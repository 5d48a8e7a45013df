import { toast } from '../../../lib/toasts';
import { ApiError, getErrorLines } from '../../../lib/api-error';

/**
 * A failed save with an object body shows one toast per entry, '{field}: {message}'
 * (array messages expanded); a text body is shown as it is; no body shows the fallback.
 */
export function showSaveErrors(error: unknown, fallback: string): void {
  let lines = getErrorLines(error);
  if (lines.length === 0 && error instanceof ApiError && typeof error.body === 'string') {
    lines = error.body.trim() ? [error.body.trim()] : [];
  }
  if (lines.length === 0) {
    toast.error(fallback);
    return;
  }
  for (const line of lines) toast.error(line);
}
