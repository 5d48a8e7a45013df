import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCourseAnnouncements } from '../../announcements/api/get-course-announcements';

/**
 * The Stream's announcements side panel: the newest announcements with title,
 * date and content, and the way to the course's full announcement list.
 */
export function AnnouncementsPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const announcements = useCourseAnnouncements(courseId, 1);
  const items = announcements.data?.results ?? [];

  return (
    <section
      aria-labelledby="course-announcements"
      className="flex flex-col rounded-2xl border border-line bg-surface shadow-sm"
    >
      <div className="flex items-center gap-2 border-b border-line px-4 py-3">
        <Megaphone className="size-4 text-brand-700" aria-hidden="true" />
        <h2 id="course-announcements" className="text-base font-semibold text-ink">
          {t('announcements.title')}
        </h2>
      </div>
      <div
        className="h-[500px] overflow-y-auto p-4"
        role="region"
        tabIndex={0}
        aria-labelledby="course-announcements"
      >
        {announcements.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : announcements.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('announcements.loadFailed')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('announcements.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {items.map((announcement) => (
              <li key={announcement.announcement_id} className="space-y-1">
                <h3 className="text-sm font-semibold text-ink">{announcement.title}</h3>
                <p className="text-xs text-ink-muted">
                  <time dateTime={announcement.date}>
                    {formatDate(announcement.date, language)}
                  </time>
                </p>
                <p className="line-clamp-4 text-sm whitespace-pre-line text-ink">
                  {announcement.content}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-line px-4 py-3">
        <Link
          to={`/course/${courseId}/announcements`}
          className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          {t('announcements.viewAll')}
        </Link>
      </div>
    </section>
  );
}
