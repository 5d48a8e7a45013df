import { learningMessages } from '@academy/contract/learning';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = keyof typeof learningMessages;

const keyByMessage = new Map(
  Object.entries(learningMessages).map(([key, message]) => [message as string, key as MessageKey]),
);
const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;

/**
 * Translates the contract's English learning messages (zod schemas and server answers) into the
 * reader's language; any other text passes through as the server wrote it.
 */
export function useLearningMessage(): (message: string) => string {
  const { t } = useTranslation('learning');
  return useCallback(
    (message: string) => {
      const tooLong = TOO_LONG.exec(message);
      if (tooLong) return t('messages.tooLong', { max: Number(tooLong[1]) });
      const key = keyByMessage.get(message);
      // 'tooLong' carries a number, read above; its contract text never arrives as is.
      return key && key !== 'tooLong' ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
