import { authoringMessages } from '@academy/contract/authoring';
import { liveClassMessages } from '@academy/contract/live-classes';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByMessage, translateContractMessage } from '../../../lib/contract-message';

const keys = keysByMessage({
  ...liveClassMessages,
  // A recording's video link is checked as a lesson's is.
  invalidUrl: authoringMessages.invalidUrl,
});

/** Translates the contract's English live-class messages; other text passes through. */
export function useLiveClassMessage(): (message: string) => string {
  const { t } = useTranslation('live-classes');
  return useCallback(
    (message: string) =>
      translateContractMessage(message, keys, {
        keyed: (key) => t(`messages.${key}`),
        tooLong: (max) => t('messages.tooLong', { max }),
      }),
    [t],
  );
}
