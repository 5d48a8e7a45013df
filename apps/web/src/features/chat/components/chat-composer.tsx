import { chatLimits } from '@academy/contract/chat';
import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmojiPicker } from '../../../components/ui/emoji-picker';
import { controlClasses } from '../../../components/ui/field-frame';

export type ChatComposerProps = {
  onSend: (content: string) => Promise<unknown>;
  isSending: boolean;
};

/**
 * The message box: a blank message is not sent; input and button are disabled while
 * sending. A failed send keeps the text so it can be tried again.
 */
export function ChatComposer({ onSend, isSending }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [content, setContent] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (content.trim() === '' || isSending) return;
    try {
      await onSend(content);
      setContent('');
    } catch {
      // Only logged; the text stays in the box.
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="flex items-center gap-2 border-t border-line bg-surface p-3"
    >
      <EmojiPicker
        onSelect={(emoji) =>
          setContent((current) => `${current}${emoji}`.slice(0, chatLimits.contentMax))
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
        value={content}
        onChange={(event) => setContent(event.target.value)}
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
