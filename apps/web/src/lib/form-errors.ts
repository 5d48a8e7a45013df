import type { z } from 'zod';
import { getErrorMessage, getFieldErrors } from './api-error';

type Translate = (message: string) => string;

/** The first message of each top-level field of a failed zod check, through `translate`. */
export function issuesByField(
  issues: readonly z.core.$ZodIssue[],
  translate: Translate,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0])] ??= translate(issue.message);
  return found;
}

/**
 * What a failed save shows in its form: the server's field messages beside their fields when it
 * sent any, else its whole message (or `fallback`) under `form`; each through `translate`.
 */
export function saveFailureErrors(
  error: unknown,
  fallback: string,
  translate: Translate,
): Record<string, string> {
  const fieldErrors = getFieldErrors(error);
  if (Object.keys(fieldErrors).length === 0) {
    return { form: translate(getErrorMessage(error, fallback)) };
  }
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, translate(message)]),
  );
}
