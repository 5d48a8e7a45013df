import { learningMessages } from '@academy/contract/learning';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByMessage, translateContractMessage } from '../../../lib/contract-message';

const keys = keysByMessage(learningMessages);

/**
 * Translates the contract's English learning messages (zod schemas and server answers) into the
 * reader's language; any other text passes through as the server wrote it.
 */
export function useLearningMessage(): (message: string) => string {
  const { t } = useTranslation('learning');
  return useCallback(
    (message: string) =>
      translateContractMessage(message, keys, {
        keyed: (key) => t(`messages.${key}`),
        tooLong: (max) => t('messages.tooLong', { max }),
      }),
    [t],
  );
}
