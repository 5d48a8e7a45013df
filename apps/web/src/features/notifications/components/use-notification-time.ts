import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { toRelativeTime } from '../model/relative-time';

/** 'just now', '5m', '3h', '2d', '1w', '4mo', '1y' in the interface language. */
export function useNotificationTime(): (value: string) => string {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  return (value: string) => {
    const time = toRelativeTime(value);
    if (time.unit === 'justNow') return t('time.justNow');
    return t(`time.${time.unit}`, { value: formatDigits(time.count, language) });
  };
}
