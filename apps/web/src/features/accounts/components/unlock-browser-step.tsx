import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { getFieldErrors } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useRequestUnlockCode, useUnlockBrowser } from '../api/unlock-browser';
import { useResendCode } from '../hooks/use-resend-code';
import { useServerMessage } from '../hooks/use-server-message';
import { OtpForm } from './otp-form';

type UnlockBrowserStepProps = {
  email: string;
  password: string;
  onBack: () => void;
};

/**
 * The code step of a login refused by a lock others caused: the mailed code lets this browser
 * through (the server sets its device cookie), then the email and password just typed log in.
 */
export function UnlockBrowserStep({ email, password, onBack }: UnlockBrowserStepProps) {
  const { t } = useTranslation('accounts');
  const { login } = useAuth();
  const { translate, messageOf } = useServerMessage();
  const unlock = useUnlockBrowser();
  const resend = useRequestUnlockCode();

  async function handleUnlock(code: string): Promise<string | undefined> {
    try {
      await unlock.mutateAsync({ email, otp_code: code });
    } catch (error) {
      const fieldMessage = getFieldErrors(error).otp_code;
      return fieldMessage ? translate(fieldMessage) : messageOf(error, t('login.unlock.failed'));
    }
    try {
      await login(email, password);
    } catch (error) {
      // The browser is unlocked; the password typed was not right. Back to the form to retype it.
      toast.error(messageOf(error, t('login.failed')));
      onBack();
    }
    return undefined;
  }

  const handleResend = useResendCode(() => resend.mutateAsync({ email }));

  return (
    <OtpForm
      description={t('login.unlock.description', { email })}
      submitLabel={t('login.unlock.submit')}
      submittingLabel={t('login.unlock.submitting')}
      onSubmit={handleUnlock}
      onBack={onBack}
      backLabel={t('otp.back')}
      onResend={handleResend}
    />
  );
}
