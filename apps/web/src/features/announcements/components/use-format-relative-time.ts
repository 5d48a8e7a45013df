import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toRelativeTime } from '../model/relative-time';

/** 'Just now', '5 minutes ago', '3 hours ago', '2 days ago', else the full date, in the UI language. */
export function useFormatRelativeTime(): (value: string) => string {
  const { t } = useTranslation('announcements');
  const language = useLanguage();
  return (value: string) => {
    const time = toRelativeTime(value);
    if (time.unit === 'justNow') return t('time.justNow');
    if (time.unit === 'date') return formatDate(time.date, language);
    return t(`time.${time.unit}`, { count: time.count, value: formatDigits(time.count, language) });
  };
}
