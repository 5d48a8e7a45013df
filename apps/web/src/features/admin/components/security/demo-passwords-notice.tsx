import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useSecuritySummary } from '../../api/get-security-summary';
import { ConsoleNotice } from './console-notice';

/**
 * Above every tab of the console: a production academy whose demo accounts still sign in with the
 * password the README publishes. The server only names them in production.
 */
export function DemoPasswordsNotice() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data } = useSecuritySummary();
  const emails = data?.published_demo_passwords ?? [];
  if (emails.length === 0) return null;
  return (
    <ConsoleNotice tone="danger" Icon={AlertTriangle} testId="demo-passwords-notice">
      <p className="font-bold">
        {t('security.demoPasswords.title', {
          count: emails.length,
          value: formatDigits(emails.length, language),
        })}
      </p>
      <p>{t('security.demoPasswords.hint')}</p>
      <p className="break-words font-medium">{emails.join(', ')}</p>
    </ConsoleNotice>
  );
}
