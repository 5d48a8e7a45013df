import { courseFormSchema } from '@academy/contract/authoring';
import type { CourseDraft } from './course-draft';
import { toRawPayload } from './course-payload';

/** Field errors by dotted path ('modules.0.title'), the same keys the server answers with. */
export type DraftErrors = Record<string, string>;

/**
 * Checks the form with the contract's own schema before sending, so the form shows the server's
 * exact messages (invalid price, blank module title, a filled link that is not an http(s) URL)
 * next to the rows on screen without a round trip.
 */
export function validateDraft(draft: CourseDraft): DraftErrors {
  const result = courseFormSchema.safeParse(toRawPayload(draft, { includeStatus: true }));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
