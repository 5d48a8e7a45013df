import type { Announcement } from '@academy/contract/announcements';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

/** One announcement read in place of the list, with 'Back to Announcements'. */
export function AnnouncementDetail({
  announcement,
  onBack,
}: {
  announcement: Announcement;
  onBack: () => void;
}) {
  const { t } = useTranslation('announcements');
  const language = useLanguage();
  return (
    <article className="space-y-4 rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('list.back')}
      </Button>
      <h2 className="text-2xl font-semibold text-ink">{announcement.title}</h2>
      <p className="text-sm text-ink-muted">
        {t('list.postedBy', { name: announcement.instructor_name })}
        {' · '}
        <time dateTime={announcement.created_at}>
          {formatDateTime(announcement.created_at, language)}
        </time>
      </p>
      <p className="whitespace-pre-line text-ink">{announcement.content}</p>
    </article>
  );
}
