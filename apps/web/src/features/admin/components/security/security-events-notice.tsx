import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useSecuritySummary } from '../../api/get-security-summary';
import { ConsoleNotice } from './console-notice';

/**
 * Above every tab of the console, when the last 24 hours saw any: logins locked by wrong
 * passwords from unknown browsers, and one-time codes burnt by wrong guesses (docs/rules.md).
 */
export function SecurityEventsNotice() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data } = useSecuritySummary();
  const counts = data?.last_24_hours;
  if (!counts || (counts.account_locks === 0 && counts.burnt_codes === 0)) return null;
  const figure = (count: number) => ({ count, value: formatDigits(count, language) });
  return (
    <ConsoleNotice tone="warning" Icon={ShieldAlert} testId="security-events-notice">
      <p className="font-bold">{t('security.events.title')}</p>
      <p data-testid="security-events-locks">
        {t('security.events.accountLocks', figure(counts.account_locks))}
      </p>
      <p data-testid="security-events-codes">
        {t('security.events.burntCodes', figure(counts.burnt_codes))}
      </p>
      <p>{t('security.events.hint')}</p>
    </ConsoleNotice>
  );
}
