import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { useLiveSchedule } from '../api/get-live-schedule';
import { formatDhakaTime, formatReaderTime } from '../model/class-time';

/** Course detail: when the course's coming live classes take place (times only, for anyone). */
export function LiveSchedule({ courseId }: { courseId: string }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const schedule = useLiveSchedule(courseId);
  const times = schedule.data?.results ?? [];
  if (times.length === 0) return null;

  return (
    <section aria-labelledby="live-schedule" className="mt-10 space-y-4">
      <h2 id="live-schedule" className="flex items-center gap-2 text-xl font-bold text-ink">
        <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
        {t('schedule.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('schedule.hint')}</p>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
        {times.map((time) => {
          const readerTime = formatReaderTime(time.starts_at, language);
          return (
            <li key={time.starts_at} className="px-4 py-3 text-sm text-ink">
              <time dateTime={time.starts_at}>
                {t('time.dhaka', { time: formatDhakaTime(time.starts_at, language) })}
              </time>
              {' · '}
              {t('time.duration', {
                count: time.duration_minutes,
                value: formatDigits(time.duration_minutes, language),
              })}
              {readerTime && (
                <span className="block text-ink-muted">
                  {t('time.reader', { time: readerTime })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
