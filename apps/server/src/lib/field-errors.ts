import { NON_FIELD_ERRORS, type FieldErrors } from '@academy/contract/errors';

type Issue = { path: readonly PropertyKey[]; message: string };

/**
 * Turns validation issues into DRF's `{"field": ["message"]}`. Nested fields are joined with dots
 * (`teammate_one.email`, `modules.0.title`) so every key stays a plain string the web can show
 * next to its input; issues about the whole body go to `non_field_errors`.
 */
export function toFieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? NON_FIELD_ERRORS : issue.path.map(String).join('.');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Fastify's own validation issues carry a JSON pointer (`/teammate_one/email`) instead of a path. */
export function pointerToPath(instancePath: string): string[] {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}
