import { accountMessages } from '@academy/contract/accounts';
import { errorMessages } from '@academy/contract/errors';
import { uploadMessages } from '@academy/contract/uploads';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { keysByMessage, tooLongMax } from '../../../lib/contract-message';
import { useFieldMessage } from '../../../lib/field-message';

const keyByMessage = keysByMessage(accountMessages);

/** The two throttling answers, which carry a number. */
const TOO_MANY_ATTEMPTS = /^Too many attempts\. Please try again in (\d+) seconds\.$/;
const THROTTLED = new RegExp(
  `^${errorMessages.throttled.replace(/[.]/g, '\\.').replace('{seconds}', '(\\d+)')}$`,
);

/**
 * Translates what the accounts API says (contract accountMessages, the shared field messages and
 * the throttling answers) into the reader's language; any other text passes through unchanged.
 */
export function useServerMessage() {
  const { t } = useTranslation(['accounts', 'common']);
  const translateField = useFieldMessage();

  const translate = useCallback(
    (message: string): string => {
      const key = keyByMessage.get(message);
      // The two answers that carry a number are read by their patterns below.
      if (key && key !== 'tooManyAttempts') return t(`server.${key}`);
      const max = tooLongMax(message);
      if (max !== null) return t('server.tooLong', { max });
      if (message === uploadMessages.tooManyAtOnce) return t('common:uploadsBusy');
      const attempts = TOO_MANY_ATTEMPTS.exec(message);
      if (attempts) return t('server.tooManyAttempts', { seconds: Number(attempts[1]) });
      const throttled = THROTTLED.exec(message);
      if (throttled) return t('server.throttled', { seconds: Number(throttled[1]) });
      return translateField(message);
    },
    [t, translateField],
  );

  /** The general message of a failed call, translated, else `fallback`. */
  const messageOf = useCallback(
    (error: unknown, fallback: string) => {
      const message = getErrorMessage(error, '');
      return message ? translate(message) : fallback;
    },
    [translate],
  );

  /** Field messages of a failed call, translated, for react-hook-form's setError. */
  const fieldErrorsOf = useCallback(
    (error: unknown) =>
      Object.fromEntries(
        Object.entries(getFieldErrors(error)).map(([field, message]) => [
          field,
          translate(message),
        ]),
      ),
    [translate],
  );

  return { translate, messageOf, fieldErrorsOf };
}
