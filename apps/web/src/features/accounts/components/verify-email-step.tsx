import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { getFieldErrors } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useResendSignupCode } from '../api/resend-signup-code';
import { useVerifySignupCode } from '../api/verify-signup-code';
import { useResendCode } from '../hooks/use-resend-code';
import { useServerMessage } from '../hooks/use-server-message';
import { OtpForm } from './otp-form';

type VerifyEmailStepProps = {
  email: string;
  password: string;
  onBack: () => void;
};

/**
 * The code step after sign-up, or after an unverified login: the code verifies the account, then
 * the same email and password log in automatically; the guest-only route then sends the user on to
 * /dashboard (or the page they came from).
 */
export function VerifyEmailStep({ email, password, onBack }: VerifyEmailStepProps) {
  const { t } = useTranslation('accounts');
  const { login } = useAuth();
  const { translate, messageOf } = useServerMessage();
  const verify = useVerifySignupCode();
  const resend = useResendSignupCode();

  async function handleVerify(code: string): Promise<string | undefined> {
    let message: string;
    try {
      message = (await verify.mutateAsync({ email, otp_code: code })).message;
    } catch (error) {
      console.error('OTP verification failed', error);
      toast.error(t('otp.invalid'));
      const fieldMessage = getFieldErrors(error).otp_code;
      return fieldMessage ? translate(fieldMessage) : messageOf(error, t('otp.failed'));
    }
    toast.success(message ? translate(message) : t('otp.verified'));
    try {
      await login(email, password);
    } catch (error) {
      toast.error(messageOf(error, t('login.failed')));
    }
    return undefined;
  }

  const handleResend = useResendCode(() => resend.mutateAsync({ email }));

  return (
    <OtpForm
      description={t('otp.description', { email })}
      submitLabel={t('otp.submit')}
      submittingLabel={t('otp.submitting')}
      onSubmit={handleVerify}
      onBack={onBack}
      backLabel={t('otp.back')}
      onResend={handleResend}
    />
  );
}
