import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';

type NewPassword = { new_password: string; confirm_password: string };

/** The new password and its confirmation, as resetting and changing a password ask them. */
export function NewPasswordFields<Form extends NewPassword>({
  form,
  errorOf,
}: {
  /** The form's register and errors; its values hold new_password and confirm_password. */
  form: { register: UseFormRegister<Form>; formState: { errors: FieldErrors<Form> } };
  errorOf: (error: FieldError | undefined) => string | undefined;
}) {
  const { t } = useTranslation('accounts');
  // Only the two password fields are touched, which every Form has.
  const register = form.register as unknown as UseFormRegister<NewPassword>;
  const errors = form.formState.errors as FieldErrors<NewPassword>;
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        error={errorOf(errors.new_password)}
        {...register('new_password')}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        error={errorOf(errors.confirm_password)}
        {...register('confirm_password')}
      />
    </>
  );
}
