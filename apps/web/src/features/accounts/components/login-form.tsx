import {
  accountErrorCodes,
  loginRequestSchema,
  type LoginRequest,
} from '@academy/contract/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { useServerMessage } from '../hooks/use-server-message';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type LoginFormProps = {
  /** The password was right but the email is not verified yet. */
  onUnverified: (credentials: LoginRequest) => void;
  /** The account's or the address's lock refused the attempt; `message` says how long for. */
  onLocked: (credentials: LoginRequest, message: string) => void;
};

/** The `code` the server put beside `detail`, if any. */
function codeOf(error: unknown): unknown {
  const body: unknown = error instanceof ApiError ? error.body : null;
  return typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
}

/**
 * Email and password, both required; 'Signing in...' while busy; a failure shows
 * the server's detail, else 'Invalid email or password'. Success is the session's business: the
 * guest-only route then sends the user back where they came from, else to /dashboard.
 */
export function LoginForm({ onUnverified, onLocked }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const { login } = useAuth();
  const { translate, messageOf } = useServerMessage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const errorOf = (error: FieldError | undefined) =>
    error?.message ? translate(error.message) : undefined;

  const submit = handleSubmit(async (credentials) => {
    try {
      await login(credentials.email, credentials.password);
    } catch (error) {
      if (codeOf(error) === accountErrorCodes.emailNotVerified) {
        onUnverified(credentials);
        return;
      }
      if (codeOf(error) === accountErrorCodes.loginLocked) {
        onLocked(credentials, messageOf(error, t('login.failed')));
        return;
      }
      toast.error(messageOf(error, t('login.failed')));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <EmailField error={errorOf(errors.email)} {...register('email')} />
      <div>
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorOf(errors.password)}
          {...register('password')}
        />
        <div className="mt-2 text-right">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </div>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting} loadingText={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
