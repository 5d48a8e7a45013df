import { fieldMessages, type FieldMessageKey } from '@academy/contract/field-rules';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByMessage } from './contract-message';

const keyByMessage = keysByMessage<FieldMessageKey>(fieldMessages);

/**
 * Translates a field message: the contract's English messages (zod schemas, server answers) map to
 * src/locales/<lang>/validation.json; any other text (a server's own wording) passes through.
 */
export function useFieldMessage(): (message: string) => string {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string) => {
      const key = keyByMessage.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}
