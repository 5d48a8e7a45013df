import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { cx } from '../../../lib/class-names';

/** 125 seconds → '2:05'; an hour or more → '1:02:05'. */
export function formatRemaining(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Time left until the server's deadline, on the server's clock (its `server_now` against the
 * device's at load), so a wrong device clock neither cheats nor cuts the learner short. Calls
 * `onExpire` once when it reaches zero.
 */
export function Countdown({
  deadline,
  serverNow,
  onExpire,
}: {
  deadline: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const { t } = useTranslation('classwork');
  const language = useLanguage();
  const skew = useRef(Date.parse(serverNow) - Date.now());
  const remaining = () => (Date.parse(deadline) - (Date.now() + skew.current)) / 1000;
  const [seconds, setSeconds] = useState(remaining);
  const expired = useRef(false);
  useEffect(() => {
    const tick = setInterval(() => setSeconds(remaining()), 1000);
    return () => clearInterval(tick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the deadline is fixed per attempt
  }, [deadline]);
  useEffect(() => {
    if (seconds <= 0 && !expired.current) {
      expired.current = true;
      onExpire();
    }
  }, [seconds, onExpire]);
  const isShort = seconds < 60;
  return (
    <p
      className={cx(
        'flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        isShort ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-ink',
      )}
    >
      <Timer className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('taking.timeLeft')}</span>
      {formatDigits(formatRemaining(seconds), language)}
    </p>
  );
}
