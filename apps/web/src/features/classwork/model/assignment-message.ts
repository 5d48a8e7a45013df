import { assignmentMessages, type SubmissionKind } from '@academy/contract/assignments';
import { uploadMessages } from '@academy/contract/uploads';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByMessage, tooLongMax } from '../../../lib/contract-message';

const keyByMessage = keysByMessage(assignmentMessages);
const WRONG_KIND = /^This assignment takes a (file|link|text)\.$/;
const FILE_CONTENT = /^This file’s content is not a valid (.+) file\.$/;

/**
 * Translates the contract's English assignment messages (zod schemas and server answers) into
 * the reader's language; any other text passes through as the server wrote it.
 */
export function useAssignmentMessage(): (message: string) => string {
  const { t } = useTranslation(['classwork', 'common']);
  return useCallback(
    (message: string) => {
      const max = tooLongMax(message);
      if (max !== null) return t('messages.tooLong', { max });
      if (message === uploadMessages.tooManyAtOnce) return t('common:uploadsBusy');
      const wrongKind = WRONG_KIND.exec(message);
      if (wrongKind) {
        const kind = wrongKind[1] as SubmissionKind;
        return t('assignmentMessages.wrongKind', { kind: t(`submissionKinds.${kind}`) });
      }
      const content = FILE_CONTENT.exec(message);
      if (content) return t('assignmentMessages.fileContent', { type: content[1] });
      const key = keyByMessage.get(message);
      return key && key !== 'wrongKind' && key !== 'fileContent'
        ? t(`assignmentMessages.${key}`)
        : message;
    },
    [t],
  );
}
