import { authoringMessages } from '@academy/contract/authoring';
import { liveClassMessages } from '@academy/contract/live-classes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = keyof typeof liveClassMessages | 'invalidUrl';

const keyByMessage = new Map<string, MessageKey>([
  ...Object.entries(liveClassMessages).map(
    ([key, message]) => [message as string, key as MessageKey] as const,
  ),
  // A recording's video link is checked as a lesson's is.
  [authoringMessages.invalidUrl, 'invalidUrl'],
]);
const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;

/** Translates the contract's English live-class messages; other text passes through. */
export function useLiveClassMessage(): (message: string) => string {
  const { t } = useTranslation('live-classes');
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
