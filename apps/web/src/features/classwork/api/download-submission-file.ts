import type { Submission } from '@academy/contract/assignments';
import { downloadWithSession } from '../../../lib/download';

/** A submission's file, fetched with the session's token and saved under its own name. */
export function downloadSubmissionFile(submission: Submission): Promise<void> {
  if (!submission.file_url) return Promise.resolve();
  return downloadWithSession(submission.file_url, submission.file_name ?? 'submission');
}
