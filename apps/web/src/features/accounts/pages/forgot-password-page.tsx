import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { getFieldErrors } from '../../../lib/api-error';
import { useRequestResetCode } from '../api/request-reset-code';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { AuthCard } from '../components/auth-card';
import { OtpForm } from '../components/otp-form';
import { ResetEmailStep } from '../components/reset-email-step';
import { ResetPasswordStep } from '../components/reset-password-step';
import { useServerMessage } from '../hooks/use-server-message';

type Step = 'email' | 'otp' | 'reset';
const stepNumbers: Record<Step, number> = { email: 1, otp: 2, reset: 3 };

/**
 * /forgot-password: email, then the code (back to email), then the new password (back to the code,
 * the token kept), then /login.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { translate, messageOf } = useServerMessage();
  const requestCode = useRequestResetCode();
  const verifyCode = useVerifyResetCode();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');

  async function handleVerify(code: string): Promise<string | undefined> {
    try {
      const answer = await verifyCode.mutateAsync({ email, otp_code: code });
      toast.success(t('forgot.codeVerified'));
      setToken(answer.token);
      setStep('reset');
      return undefined;
    } catch (error) {
      const message = messageOf(error, t('forgot.verifyFailed'));
      toast.error(message);
      const fieldMessage = getFieldErrors(error).otp_code;
      return fieldMessage ? translate(fieldMessage) : message;
    }
  }

  async function handleResend(): Promise<boolean> {
    try {
      await requestCode.mutateAsync({ email });
      toast.success(t('forgot.codeSent'));
      return true;
    } catch (error) {
      toast.error(messageOf(error, t('forgot.sendFailed')));
      return false;
    }
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.step', { current: stepNumbers[step] })}
    >
      {step === 'email' && (
        <ResetEmailStep
          email={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('otp');
          }}
        />
      )}
      {step === 'otp' && (
        <OtpForm
          description={t('forgot.code.description', { email })}
          submitLabel={t('forgot.code.submit')}
          submittingLabel={t('forgot.code.submitting')}
          onSubmit={handleVerify}
          onBack={() => setStep('email')}
          backLabel={t('forgot.code.back')}
          onResend={handleResend}
        />
      )}
      {step === 'reset' && (
        <ResetPasswordStep
          email={email}
          token={token}
          onBack={() => setStep('otp')}
          onDone={() => navigate('/login', { replace: true })}
        />
      )}
    </AuthCard>
  );
}
