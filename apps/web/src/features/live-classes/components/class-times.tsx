import type { LiveClass } from '@academy/contract/live-classes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { formatDhakaTime, formatReaderTime } from '../model/class-time';

/** When a class starts in Bangladesh time, the reader's own time when it differs, and how long. */
export function ClassTimes({ session }: { session: LiveClass }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const readerTime = formatReaderTime(session.starts_at, language);
  return (
    <p className="text-sm text-ink-muted">
      <time dateTime={session.starts_at}>
        {t('time.dhaka', { time: formatDhakaTime(session.starts_at, language) })}
      </time>
      {' · '}
      {t('time.duration', {
        count: session.duration_minutes,
        value: formatDigits(session.duration_minutes, language),
      })}
      {readerTime && (
        <>
          <br />
          {t('time.reader', { time: readerTime })}
        </>
      )}
    </p>
  );
}

/** A class in a list: its title linking to its page, 'Cancelled' when it was, and its times. */
export function ClassHeading({ session }: { session: LiveClass }) {
  const { t } = useTranslation('live-classes');
  return (
    <>
      <Link
        to={`/live-classes/${session.id}`}
        className="text-sm font-medium text-ink underline-offset-4 hover:underline"
      >
        {session.title}
      </Link>
      {session.status === 'cancelled' && (
        <span className="ml-2 rounded bg-danger-soft px-1.5 py-0.5 text-xs font-medium text-danger">
          {t('status.cancelled')}
        </span>
      )}
      <ClassTimes session={session} />
    </>
  );
}
