import { gradingMessages, quizMessages } from '@academy/contract/quizzes';
import { keysByMessage, useContractMessage } from '../../../lib/contract-message';

const { scoreNegative, notHandGraded, notSubmitted } = gradingMessages;
/** Every message with a translation of its own (the length message is read for its number). */
const keys = keysByMessage({ ...quizMessages, scoreNegative, notHandGraded, notSubmitted });

/**
 * Translates the contract's English quiz messages (zod schemas and server answers) into the
 * reader's language; any other text passes through as the server wrote it.
 */
export function useQuizMessage(): (message: string) => string {
  return useContractMessage('classwork', keys);
}
