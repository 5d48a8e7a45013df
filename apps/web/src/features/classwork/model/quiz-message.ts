import { gradingMessages, quizMessages } from '@academy/contract/quizzes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const { scoreNegative, notHandGraded, notSubmitted } = gradingMessages;
/** Every message with a translation of its own (the ones carrying a number are read apart). */
const translatable = { ...quizMessages, scoreNegative, notHandGraded, notSubmitted };
type MessageKey = keyof typeof translatable;

const keyByMessage = new Map(
  Object.entries(translatable).map(([key, message]) => [message as string, key as MessageKey]),
);
const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;

/**
 * Translates the contract's English quiz messages (zod schemas and server answers) into the
 * reader's language; any other text passes through as the server wrote it.
 */
export function useQuizMessage(): (message: string) => string {
  const { t } = useTranslation('classwork');
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
