import { learningMessages } from '@academy/contract/learning';
import { keysByMessage, useContractMessage } from '../../../lib/contract-message';

const keys = keysByMessage(learningMessages);

/**
 * Translates the contract's English learning messages (zod schemas and server answers) into the
 * reader's language; any other text passes through as the server wrote it.
 */
export function useLearningMessage(): (message: string) => string {
  return useContractMessage('learning', keys);
}
