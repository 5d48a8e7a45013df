import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { useLanguage } from '../../../../lib/i18n';
import { useSecuritySummary } from '../../api/get-security-summary';

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
    <div
      role="alert"
      className="mb-6 flex gap-3 rounded-xl border border-danger bg-danger-soft p-4 text-danger"
      data-testid="demo-passwords-notice"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <p className="font-bold">
          {t('security.demoPasswords.title', {
            count: emails.length,
            value: formatDigits(emails.length, language),
          })}
        </p>
        <p>{t('security.demoPasswords.hint')}</p>
        <p className="break-words font-medium">{emails.join(', ')}</p>
      </div>
    </div>
  );
}
