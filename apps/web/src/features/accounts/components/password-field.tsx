import { PASSWORD_MAX_LENGTH } from '@academy/contract/accounts';
import { Field, type FieldProps } from '../../../components/ui/field';

/**
 * A required password input with the show/hide toggle and the contract's length cap; every
 * accounts form (sign-up, login, reset, change) uses it so their password rules stay one.
 */
export function PasswordField({
  autoComplete,
  ...props
}: Omit<FieldProps, 'type' | 'required' | 'maxLength'> & {
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Field
      type="password"
      autoComplete={autoComplete}
      required
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}
