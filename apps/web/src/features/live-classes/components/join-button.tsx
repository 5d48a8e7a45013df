import type { LiveClass } from '@academy/contract/live-classes';
import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { useJoinLiveClass } from '../api/join-live-class';
import { formatDhakaTime, joinState, splitDuration } from '../model/class-time';

/**
 * The countdown and the Join button (Start for the instructor), which turns on by itself when
 * the window opens; `now` is the server's time (useServerNow).
 */
export function JoinButton({ session, now }: { session: LiveClass; now: number }) {
  const { t } = useTranslation('live-classes');
  const language = useLanguage();
  const join = useJoinLiveClass();
  const state = joinState(session, now);
  const digits = (value: number) => formatDigits(String(value).padStart(2, '0'), language);

  function remaining(untilIso: string) {
    const { days, hours, minutes, seconds } = splitDuration(Date.parse(untilIso) - now);
    if (days > 0) return t('countdown.days', { d: formatDigits(days, language), h: digits(hours) });
    if (hours > 0)
      return t('countdown.hours', { h: formatDigits(hours, language), m: digits(minutes) });
    return t('countdown.minutes', { m: formatDigits(minutes, language), s: digits(seconds) });
  }

  if (state === 'cancelled')
    return <p className="text-sm font-medium text-danger">{t('join.cancelled')}</p>;
  if (state === 'over') return <p className="text-sm text-ink-muted">{t('join.over')}</p>;

  const started = now >= Date.parse(session.starts_at);
  const label = session.can_manage ? t('join.start') : t('join.join');
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-brand-900" role="timer" aria-live="off">
        {started
          ? t('countdown.live')
          : state === 'open'
            ? t('countdown.startsIn', { time: remaining(session.starts_at) })
            : t('countdown.opensIn', { time: remaining(session.join_opens_at) })}
      </p>
      <Button
        disabled={state !== 'open'}
        loading={join.isPending}
        loadingText={t('join.joining')}
        onClick={() => join.mutate(session.id, { onError: () => toast.error(t('join.failed')) })}
      >
        <Video className="size-4" aria-hidden="true" />
        {label}
      </Button>
      {state === 'not_open' && (
        <p className="text-xs text-ink-muted">
          {t(session.can_manage ? 'join.hostOpensAt' : 'join.opensAt', {
            time: formatDhakaTime(session.join_opens_at, language),
          })}
        </p>
      )}
      {session.attended && (
        <p className="text-xs font-medium text-brand-800">{t('join.attended')}</p>
      )}
    </div>
  );
}
