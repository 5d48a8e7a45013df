import { authoringMessages } from '@academy/contract/authoring';
import { liveClassMessages } from '@academy/contract/live-classes';
import { keysByMessage, useContractMessage } from '../../../lib/contract-message';

const keys = keysByMessage({
  ...liveClassMessages,
  // A recording's video link is checked as a lesson's is.
  invalidUrl: authoringMessages.invalidUrl,
});

/** Translates the contract's English live-class messages; other text passes through. */
export function useLiveClassMessage(): (message: string) => string {
  return useContractMessage('live-classes', keys);
}
