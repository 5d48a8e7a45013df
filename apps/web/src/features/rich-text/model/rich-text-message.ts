import { richTextMessages } from '@academy/contract/rich-text';
import { keysByMessage, useContractMessage } from '../../../lib/contract-message';

const keys = keysByMessage({ ...richTextMessages, tooLong: '' });

/** The server's image-upload messages in the reader's language. */
export function useRichTextMessage(): (message: string) => string {
  return useContractMessage('rich-text', keys);
}
