import { signupFormSchema, type SignupForm } from '@academy/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/i18n';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { SignupFormFields } from '../components/signup-form';
import { VerifyEmailStep } from '../components/verify-email-step';
import { useServerMessage } from '../hooks/use-server-message';
import { useGuestLinks } from '../../../lib/auth/use-guest-links';

const emptyForm: SignupForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  confirm_password: '',
};

const formFields = Object.keys(emptyForm) as (keyof SignupForm)[];

/**
 * /signup: the create-account form, then the one-time-code step with a back button, then automatic
 * login and back to what the visitor was doing (GuestOnly: state `from` or `?next=`), else
 * /dashboard.
 */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const guestLinks = useGuestLinks();
  const language = useLanguage();
  const { messageOf, fieldErrorsOf } = useServerMessage();
  const registration = useRegister();
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptyForm,
  });

  const submit = form.handleSubmit(async (values) => {
    const { first_name, last_name, email, phone, password } = signupFormSchema.parse(values);
    const account = { first_name, last_name, email, phone, password };
    try {
      const answer = await registration.mutateAsync({ ...account, language });
      toast.success(t('signup.registered'));
      setPending({ email: answer.email, password: account.password });
    } catch (error) {
      console.error('Registration failed', error);
      const fieldErrors = fieldErrorsOf(error);
      for (const [field, message] of Object.entries(fieldErrors)) {
        if ((formFields as string[]).includes(field)) {
          form.setError(field as keyof SignupForm, { message });
        }
      }
      toast.error(messageOf(error, t('signup.failed')));
    }
  });

  return (
    <AuthCard
      title={pending ? t('otp.title') : t('signup.title')}
      description={pending ? undefined : t('signup.description')}
      footer={
        <p>
          {t('signup.haveAccount')}{' '}
          <Link to={guestLinks.login} className="font-medium text-brand-700 hover:underline">
            {t('signup.login')}
          </Link>
        </p>
      }
    >
      {pending ? (
        <VerifyEmailStep
          email={pending.email}
          password={pending.password}
          onBack={() => setPending(null)}
        />
      ) : (
        <SignupFormFields form={form} onSubmit={submit} />
      )}
    </AuthCard>
  );
}
