import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/ui/field';

/**
 * The account's email address: required, checked as an address, filled from the browser's saved
 * one; sign-up, login and the password reset ask for it with this field.
 */
export function EmailField(
  props: Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'required'>,
) {
  const { t } = useTranslation('accounts');
  return <Field label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
