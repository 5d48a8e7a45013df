import { otpCode, OTP_RESEND_COOLDOWN_SECONDS } from '@academy/contract/accounts';
import { OTP_LENGTH } from '@academy/contract/field-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useCountdown } from '../hooks/use-countdown';
import { useServerMessage } from '../hooks/use-server-message';

const otpFormSchema = z.object({ otp_code: otpCode });
type OtpFormValues = z.infer<typeof otpFormSchema>;

type OtpFormProps = {
  description: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  /** Checks the code; resolves to the message to show under the field when it was refused. */
  onSubmit: (code: string) => Promise<string | undefined>;
  onBack: () => void;
  backLabel: string;
  /** Mails a new code; resolves true when one was sent (the cooldown then starts again). */
  onResend: () => Promise<boolean>;
};

/**
 * The one-time-code step of sign-up, unverified login and password reset: six digits
 * ('Invalid verification code' otherwise), a back button, and a resend button that waits out the
 * server's one-code-a-minute rule.
 */
export function OtpForm(props: OtpFormProps) {
  const { t } = useTranslation('accounts');
  const { translate } = useServerMessage();
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpFormValues>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp_code: '' },
  });

  const submitCode = handleSubmit(async ({ otp_code }) => {
    const refusal = await props.onSubmit(otp_code);
    if (refusal) setError('otp_code', { message: refusal }, { shouldFocus: true });
  });

  async function handleResend() {
    if (await props.onResend()) cooldown.restart();
  }

  const message = errors.otp_code?.message;
  return (
    <form noValidate onSubmit={(event) => void submitCode(event)}>
      <p className="mb-5 text-sm text-ink-muted">{props.description}</p>
      <Field
        label={t('fields.code')}
        hint={t('fields.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        className="mb-6"
        error={message ? translate(message) : undefined}
        {...register('otp_code')}
      />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText={props.submittingLabel}>
        {props.submitLabel}
      </Button>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={props.onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {props.backLabel}
        </Button>
        <Button
          variant="link"
          size="sm"
          disabled={cooldown.left > 0}
          onClick={() => void handleResend()}
        >
          {cooldown.left > 0 ? t('otp.resendIn', { seconds: cooldown.left }) : t('otp.resend')}
        </Button>
      </div>
    </form>
  );
}
