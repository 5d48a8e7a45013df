import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { useCourseVideoInsight } from '../api/get-course-video-insight';
import { clockTime } from '../model/video-time';
import { RetentionChart } from './retention-chart';

/** The course insight's hosted videos: plays, viewers, share watched and where viewers stop. */
export function VideoInsight({ courseId }: { courseId: number }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const insight = useCourseVideoInsight(courseId);
  const n = (value: number) => formatDigits(value, language);

  if (insight.isPending) return <Skeleton className="h-32 w-full" />;
  if (insight.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t('insight.failed')}
      </p>
    );
  }
  const videos = insight.data.videos;
  if (videos.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="video-insight-heading">
      <h3 id="video-insight-heading" className="font-semibold text-ink">
        {t('insight.heading')}
      </h3>
      <ul className="space-y-4">
        {videos.map((video) => (
          <li
            key={video.asset_id}
            className="space-y-3 rounded-xl border border-line p-4"
            data-testid="video-insight"
          >
            <h4 className="font-medium text-ink">
              {video.lesson_title}{' '}
              <span className="text-sm font-normal text-ink-muted">
                ({formatDigits(clockTime(video.duration_seconds), language)})
              </span>
            </h4>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-ink-muted">{t('insight.plays')}</dt>
                <dd className="text-lg font-semibold text-ink">{n(video.plays)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('insight.viewers')}</dt>
                <dd className="text-lg font-semibold text-ink">{n(video.unique_viewers)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('insight.watched')}</dt>
                <dd className="text-lg font-semibold text-ink">
                  {`${n(video.average_watched_percent)}%`}
                </dd>
              </div>
            </dl>
            {video.unique_viewers === 0 ? (
              <p className="text-sm text-ink-muted">{t('insight.noViewers')}</p>
            ) : (
              <RetentionChart video={video} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
