import type { SignupForm } from '@academy/contract/accounts';
import { PHONE_LENGTH } from '@academy/contract/field-rules';
import type { BaseSyntheticEvent } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useServerMessage } from '../hooks/use-server-message';
import { EmailField } from './email-field';
import { NameFields } from './name-fields';
import { PasswordField } from './password-field';

type SignupFormProps = {
  form: UseFormReturn<SignupForm>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
};

/** The create-account form: every field required, passwords must match. */
export function SignupFormFields({ form, onSubmit }: SignupFormProps) {
  const { t } = useTranslation('accounts');
  const { translate } = useServerMessage();
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const errorOf = (error: FieldError | undefined) =>
    error?.message ? translate(error.message) : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <NameFields form={form} errorOf={errorOf} />
      <EmailField error={errorOf(errors.email)} {...register('email')} />
      <Field
        label={t('fields.phone')}
        type="tel"
        placeholder={t('fields.phonePlaceholder')}
        maxLength={PHONE_LENGTH}
        required
        error={errorOf(errors.phone)}
        {...register('phone')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        error={errorOf(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorOf(errors.confirm_password)}
        {...register('confirm_password')}
      />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText={t('signup.submitting')}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
