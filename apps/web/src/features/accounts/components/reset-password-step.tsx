import { resetPasswordFormSchema, type ResetPasswordForm } from '@academy/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { useSetNewPassword } from '../api/set-new-password';
import { useServerMessage } from '../hooks/use-server-message';
import { NewPasswordFields } from './new-password-fields';

type ResetPasswordStepProps = {
  email: string;
  token: string;
  onBack: () => void;
  onDone: () => void;
};

/**
 * Step 3 of the reset: new password and confirmation (at least 8 characters,
 * matching), 'Back' to step 2, 'Resetting...' while busy, 'Failed to reset password' inline.
 */
export function ResetPasswordStep({ email, token, onBack, onDone }: ResetPasswordStepProps) {
  const { t } = useTranslation('accounts');
  const { translate, messageOf } = useServerMessage();
  const setPassword = useSetNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const errorOf = (error: FieldError | undefined) =>
    error?.message ? translate(error.message) : undefined;

  const submit = handleSubmit(async ({ new_password }) => {
    setFailure(null);
    try {
      await setPassword.mutateAsync({ email, token, new_password });
      toast.success(t('forgot.passwordReset'));
      onDone();
    } catch (error) {
      console.error('Failed to reset password', error);
      setFailure(t('forgot.resetFailed'));
      toast.error(messageOf(error, t('forgot.resetFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-ink-muted">{t('forgot.password.description')}</p>
      <NewPasswordFields form={{ register, formState: { errors } }} errorOf={errorOf} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        loading={isSubmitting}
        loadingText={t('forgot.password.submitting')}
      >
        {t('forgot.password.submit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('forgot.password.back')}
      </Button>
    </form>
  );
}
