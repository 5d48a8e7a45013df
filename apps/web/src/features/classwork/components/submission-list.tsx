import type { Submission } from '@academy/contract/assignments';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { downloadSubmissionFile } from '../api/download-submission-file';
import { formatDhakaDateTime } from '../model/dhaka-time';

/** Every version a learner handed in, newest first, with its lateness and what it holds. */
export function SubmissionList({
  submissions,
  title,
}: {
  submissions: Submission[];
  title?: string;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const number = (value: number) => formatNumber(value, language);

  async function handleDownload(submission: Submission) {
    try {
      await downloadSubmissionFile(submission);
    } catch {
      toast.error(t('assignment.downloadFailed'));
    }
  }

  return (
    <section aria-labelledby="assignment-versions" className="space-y-3">
      <h2 id="assignment-versions" className="text-lg font-semibold text-ink">
        {title ?? t('assignment.versions')}
      </h2>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {[...submissions].reverse().map((submission) => (
          <li key={submission.submission_id} className="space-y-1 px-4 py-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-ink">
                {t('assignment.version', { version: number(submission.version) })}
              </span>
              <span className="text-sm text-ink-muted">
                {formatDhakaDateTime(submission.submitted_at, language)}
              </span>
              {submission.is_late && (
                <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-semibold text-orange-900">
                  {t('assignment.lateBy', {
                    count: submission.days_late,
                    days: number(submission.days_late),
                    penalty: number(submission.penalty_percent),
                  })}
                </span>
              )}
            </div>
            {submission.file_name && (
              <Button
                variant="link"
                size="sm"
                onClick={() => void handleDownload(submission)}
                aria-label={t('assignment.download', { name: submission.file_name })}
              >
                <Download className="size-4" aria-hidden="true" />
                {submission.file_name}
              </Button>
            )}
            {submission.link_url && (
              <a
                href={submission.link_url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all text-sm font-medium text-brand-800 underline underline-offset-4"
              >
                {submission.link_url}
              </a>
            )}
            {submission.text && (
              <p className="text-sm whitespace-pre-line text-ink">{submission.text}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
