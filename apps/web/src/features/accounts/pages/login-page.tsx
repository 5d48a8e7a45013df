import type { LoginRequest } from '@academy/contract/accounts';
import { MailWarning, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useResendSignupCode } from '../api/resend-signup-code';
import { useRequestUnlockCode } from '../api/unlock-browser';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { UnlockBrowserStep } from '../components/unlock-browser-step';
import { VerifyEmailStep } from '../components/verify-email-step';
import { useServerMessage } from '../hooks/use-server-message';
import { useGuestLinks } from '../../../lib/auth/use-guest-links';

type Step =
  | { name: 'form' }
  | { name: 'unverified' | 'verify' | 'unlock'; credentials: LoginRequest }
  | { name: 'locked'; credentials: LoginRequest; message: string };

/**
 * /login. An account whose email is not verified yet is offered a new code and
 * the code step; once verified it logs in with the password just typed. A login refused by a lock
 * that others' guesses caused is offered a mailed code that lets this browser through, then logs in
 * the same way (docs/decisions/034-login-throttling.md).
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const guestLinks = useGuestLinks();
  const { messageOf } = useServerMessage();
  const resend = useResendSignupCode();
  const unlockCode = useRequestUnlockCode();
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

  async function handleSendUnlockCode(credentials: LoginRequest) {
    try {
      await unlockCode.mutateAsync({ email: credentials.email });
    } catch (error) {
      // Too soon for another code: the one mailed a moment ago is still valid.
      if (!(error instanceof ApiError && error.status === 429)) {
        toast.error(messageOf(error, t('forgot.sendFailed')));
        return;
      }
    }
    setStep({ name: 'unlock', credentials });
  }

  const footer = (
    <p>
      {t('login.noAccount')}{' '}
      <Link to={guestLinks.signup} className="font-medium text-brand-700 hover:underline">
        {t('login.signUp')}
      </Link>
    </p>
  );

  if (step.name === 'unlock') {
    return (
      <AuthCard title={t('login.unlock.title')} footer={footer}>
        <UnlockBrowserStep
          email={step.credentials.email}
          password={step.credentials.password}
          onBack={() => setStep({ name: 'form' })}
        />
      </AuthCard>
    );
  }

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
      {step.name === 'locked' && (
        <div role="alert" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <div className="flex gap-3">
            <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-ink">{t('login.locked.title')}</p>
              <p className="mt-1 text-sm text-ink-muted">{step.message}</p>
              <p className="mt-1 text-sm text-ink-muted">
                {t('login.locked.description', { email: step.credentials.email })}
              </p>
              <Button
                size="sm"
                className="mt-3"
                loading={unlockCode.isPending}
                loadingText={t('login.locked.sending')}
                onClick={() => void handleSendUnlockCode(step.credentials)}
              >
                {t('login.locked.send')}
              </Button>
            </div>
          </div>
        </div>
      )}
      <LoginForm
        onUnverified={(credentials) => setStep({ name: 'unverified', credentials })}
        onLocked={(credentials, message) => setStep({ name: 'locked', credentials, message })}
      />
    </AuthCard>
  );
}
