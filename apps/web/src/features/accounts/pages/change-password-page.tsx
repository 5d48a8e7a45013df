import { changePasswordFormSchema, type ChangePasswordForm } from '@academy/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { PageFrame } from '../../../components/ui/page-frame';
import { useChangePassword } from '../api/change-password';
import { useServerMessage } from '../hooks/use-server-message';
import { NewPasswordFields } from '../components/new-password-fields';
import { PasswordField } from '../components/password-field';

const emptyForm: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/**
 * /changepassword: old password, new password and its confirmation ('New passwords do not match!'),
 * a link to /forgot-password. Other sessions end on the server; this one continues on the fresh
 * tokens.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { translate, messageOf, fieldErrorsOf } = useServerMessage();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });
  const errorOf = (error: FieldError | undefined) =>
    error?.message ? translate(error.message) : undefined;

  const submit = handleSubmit(async ({ old_password, new_password }) => {
    try {
      await change.mutateAsync({ old_password, new_password });
      toast.success(t('changePassword.changed'));
      navigate('/dashboard');
    } catch (error) {
      console.error('Failed to change password', error);
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        if (field in emptyForm) setError(field as keyof ChangePasswordForm, { message });
      }
      toast.error(messageOf(error, t('changePassword.failed')));
    }
  });

  return (
    <PageFrame
      title={t('changePassword.title')}
      description={t('changePassword.description')}
      width="narrow"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <PasswordField
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          error={errorOf(errors.old_password)}
          {...register('old_password')}
        />
        <NewPasswordFields form={{ register, formState: { errors } }} errorOf={errorOf} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('changePassword.forgot')}
          </Link>
          <Button type="submit" loading={isSubmitting} loadingText={t('changePassword.submitting')}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
