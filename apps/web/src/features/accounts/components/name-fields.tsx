import { NAME_MAX_LENGTH } from '@academy/contract/accounts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { narrowForm, type ErrorText, type FormBinding } from './form-binding';

type Named = { first_name: string; last_name: string };

/** First and last name side by side, as the sign-up and profile forms ask them. */
export function NameFields<Form extends Named>({
  form,
  errorOf,
}: {
  /** The form's register and errors; its values hold first_name and last_name. */
  form: FormBinding<Form>;
  errorOf: ErrorText;
}) {
  const { t } = useTranslation('accounts');
  const { register, errors } = narrowForm<Named, Form>(form);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        maxLength={NAME_MAX_LENGTH}
        error={errorOf(errors.first_name)}
        {...register('first_name')}
      />
      <Field
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        maxLength={NAME_MAX_LENGTH}
        error={errorOf(errors.last_name)}
        {...register('last_name')}
      />
    </div>
  );
}
