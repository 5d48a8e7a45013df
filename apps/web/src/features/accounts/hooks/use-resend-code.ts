import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toasts';
import { useServerMessage } from './use-server-message';

/**
 * The resend of a code step (OtpForm's onResend): mails a new code with `send`, says so, and
 * answers whether one was sent, so the form restarts its cooldown only then.
 */
export function useResendCode(send: () => Promise<unknown>) {
  const { t } = useTranslation('accounts');
  const { messageOf } = useServerMessage();
  return async (): Promise<boolean> => {
    try {
      await send();
      toast.success(t('otp.resent'));
      return true;
    } catch (error) {
      toast.error(messageOf(error, t('forgot.sendFailed')));
      return false;
    }
  };
}
