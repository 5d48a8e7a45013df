import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field';
import { narrowForm, type ErrorText, type FormBinding } from './form-binding';

type NewPassword = { new_password: string; confirm_password: string };

/** The new password and its confirmation, as resetting and changing a password ask them. */
export function NewPasswordFields<Form extends NewPassword>({
  form,
  errorOf,
}: {
  /** The form's register and errors; its values hold new_password and confirm_password. */
  form: FormBinding<Form>;
  errorOf: ErrorText;
}) {
  const { t } = useTranslation('accounts');
  const { register, errors } = narrowForm<NewPassword, Form>(form);
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
