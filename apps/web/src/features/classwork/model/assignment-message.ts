import { assignmentMessages, type SubmissionKind } from '@academy/contract/assignments';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = keyof typeof assignmentMessages;

const keyByMessage = new Map(
  Object.entries(assignmentMessages).map(([key, message]) => [
    message as string,
    key as MessageKey,
  ]),
);
const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;
const WRONG_KIND = /^This assignment takes a (file|link|text)\.$/;
const FILE_CONTENT = /^This file’s content is not a valid (.+) file\.$/;

/**
 * Translates the contract's English assignment messages (zod schemas and server answers) into
 * the reader's language; any other text passes through as the server wrote it.
 */
export function useAssignmentMessage(): (message: string) => string {
  const { t } = useTranslation('classwork');
  return useCallback(
    (message: string) => {
      const tooLong = TOO_LONG.exec(message);
      if (tooLong) return t('messages.tooLong', { max: Number(tooLong[1]) });
      const wrongKind = WRONG_KIND.exec(message);
      if (wrongKind) {
        const kind = wrongKind[1] as SubmissionKind;
        return t('assignmentMessages.wrongKind', { kind: t(`submissionKinds.${kind}`) });
      }
      const content = FILE_CONTENT.exec(message);
      if (content) return t('assignmentMessages.fileContent', { type: content[1] });
      const key = keyByMessage.get(message);
      return key && key !== 'tooLong' && key !== 'wrongKind' && key !== 'fileContent'
        ? t(`assignmentMessages.${key}`)
        : message;
    },
    [t],
  );
}
