import { chatLimits, sendMessageSchema, type SendMessageInput } from '@academy/contract/chat';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmojiPicker } from '../../../components/ui/emoji-picker';
import { controlClasses } from '../../../components/ui/field-frame';

export type ChatComposerProps = {
  onSend: (content: string) => Promise<unknown>;
  isSending: boolean;
};

/**
 * The message box, checked with the server's send schema: a blank message is not sent; input and
 * button are disabled while sending. A failed send keeps the text so it can be tried again.
 */
export function ChatComposer({ onSend, isSending }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const { register, handleSubmit, control, setValue, getValues, reset } = useForm<
    { content: string },
    unknown,
    SendMessageInput
  >({ resolver: zodResolver(sendMessageSchema), defaultValues: { content: '' } });
  const content = useWatch({ control, name: 'content' });

  const submit = handleSubmit(async () => {
    if (isSending) return;
    try {
      // The text as typed: the server trims it the same way.
      await onSend(getValues('content'));
      reset({ content: '' });
    } catch {
      // Only logged; the text stays in the box.
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex items-center gap-2 border-t border-line bg-surface p-3"
    >
      <EmojiPicker
        onSelect={(emoji) =>
          setValue('content', `${getValues('content')}${emoji}`.slice(0, chatLimits.contentMax))
        }
        toggleLabel={t('emoji.toggle')}
        pickerLabel={t('emoji.picker')}
        disabled={isSending}
      />
      <label htmlFor="chat-message" className="sr-only">
        {t('chat.inputLabel')}
      </label>
      <input
        id="chat-message"
        {...register('content')}
        placeholder={t('chat.placeholder')}
        maxLength={chatLimits.contentMax}
        disabled={isSending}
        autoComplete="off"
        className={controlClasses(false)}
      />
      <Button
        type="submit"
        disabled={content.trim() === ''}
        loading={isSending}
        aria-label={isSending ? t('chat.sending') : t('chat.send')}
      >
        <SendHorizontal className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('chat.send')}</span>
      </Button>
    </form>
  );
}
