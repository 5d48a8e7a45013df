import { emailRequestSchema, type EmailRequest } from '@academy/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { useRequestResetCode } from '../api/request-reset-code';
import { useServerMessage } from '../hooks/use-server-message';
import { EmailField } from './email-field';

/** Step 1 of the reset: the account's email, 'Send Reset Code', 'Back to Login'. */
export function ResetEmailStep({
  email,
  onSent,
}: {
  email: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const { translate, messageOf } = useServerMessage();
  const requestCode = useRequestResetCode();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailRequest>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await requestCode.mutateAsync(values);
      toast.success(t('forgot.codeSent'));
      onSent(values.email);
    } catch (error) {
      toast.error(messageOf(error, t('forgot.sendFailed')));
    }
  });

  const message = errors.email?.message;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-ink-muted">{t('forgot.email.description')}</p>
      <EmailField error={message ? translate(message) : undefined} {...register('email')} />
      <Button
        type="submit"
        fullWidth
        loading={isSubmitting}
        loadingText={t('forgot.email.submitting')}
      >
        {t('forgot.email.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('forgot.email.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
