import type { LoginRequest } from '@academy/contract/accounts';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useResendSignupCode } from '../api/resend-signup-code';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { VerifyEmailStep } from '../components/verify-email-step';
import { useServerMessage } from '../hooks/use-server-message';
import { useGuestLinks } from '../../../lib/auth/use-guest-links';

type Step = { name: 'form' } | { name: 'unverified' | 'verify'; credentials: LoginRequest };

/**
 * /login. An account whose email is not verified yet is offered a new code and
 * the code step; once verified it logs in with the password just typed.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const guestLinks = useGuestLinks();
  const { messageOf } = useServerMessage();
  const resend = useResendSignupCode();
  const [step, setStep] = useState<Step>({ name: 'form' });

  async function handleSendCode(credentials: LoginRequest) {
    try {
      await resend.mutateAsync({ email: credentials.email });
      toast.success(t('otp.resent'));
    } catch (error) {
      // Too soon for another code: the one mailed a moment ago is still valid.
      if (!(error instanceof ApiError && error.status === 429)) {
        toast.error(messageOf(error, t('forgot.sendFailed')));
        return;
      }
      toast(messageOf(error, t('forgot.sendFailed')));
    }
    setStep({ name: 'verify', credentials });
  }

  const footer = (
    <p>
      {t('login.noAccount')}{' '}
      <Link to={guestLinks.signup} className="font-medium text-brand-700 hover:underline">
        {t('login.signUp')}
      </Link>
    </p>
  );

  if (step.name === 'verify') {
    return (
      <AuthCard title={t('otp.title')} footer={footer}>
        <VerifyEmailStep
          email={step.credentials.email}
          password={step.credentials.password}
          onBack={() => setStep({ name: 'form' })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} description={t('login.description')} footer={footer}>
      {step.name === 'unverified' && (
        <div role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <div className="flex gap-3">
            <MailWarning className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-ink">{t('login.notVerified.title')}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {t('login.notVerified.description', { email: step.credentials.email })}
              </p>
              <Button
                size="sm"
                className="mt-3"
                loading={resend.isPending}
                loadingText={t('login.notVerified.sending')}
                onClick={() => void handleSendCode(step.credentials)}
              >
                {t('login.notVerified.send')}
              </Button>
            </div>
          </div>
        </div>
      )}
      <LoginForm onUnverified={(credentials) => setStep({ name: 'unverified', credentials })} />
    </AuthCard>
  );
}
