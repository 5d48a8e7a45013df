import type { Editor } from '@tiptap/core';
import { richTextLimits } from '@academy/contract/rich-text';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-frame';
import { ApiError } from '../../../lib/api-error';
import { uploadRichTextImage } from '../api/upload-image';
import { LINK_URL } from '../model/editor-extensions';
import { useRichTextMessage } from '../model/rich-text-message';
import type { ToolbarPrompt } from './editor-toolbar';

export type EditorPromptProps = {
  editor: Editor;
  prompt: ToolbarPrompt;
  onClose: () => void;
};

/** The small form under the toolbar that asks for a link, an image with its alt text, or LaTeX. */
export function EditorPrompt({ editor, prompt, onClose }: EditorPromptProps) {
  const { t } = useTranslation('rich-text');
  const translate = useRichTextMessage();
  const id = useId();
  const selectedMath = editor.isActive('inlineMath') || editor.isActive('blockMath');
  const [value, setValue] = useState(() => {
    if (prompt === 'link') return String(editor.getAttributes('link').href ?? '');
    if (prompt === 'math' && selectedMath) {
      const attrs = editor.getAttributes(editor.isActive('blockMath') ? 'blockMath' : 'inlineMath');
      return String(attrs.latex ?? '');
    }
    return '';
  });
  const [display, setDisplay] = useState(editor.isActive('blockMath'));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  function close() {
    onClose();
    editor.commands.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    if (prompt === 'link') {
      if (text === '') {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        return close();
      }
      if (!LINK_URL.test(text)) return setError(t('invalidLinkUrl'));
      editor.chain().focus().extendMarkRange('link').setLink({ href: text }).run();
      return close();
    }
    if (prompt === 'math') {
      if (text === '') return setError(t('emptyMath'));
      editor.chain().focus().setMath(text, display).run();
      return close();
    }
    if (!file) return setError(t('chooseImage'));
    if (text === '') return setError(t('altRequired'));
    if (file.size > richTextLimits.imageMaxBytes) return setError(t('messages.imageTooLarge'));
    setBusy(true);
    try {
      const image = await uploadRichTextImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: text, width: image.width, height: image.height })
        .run();
      close();
    } catch (caught) {
      const message = caught instanceof ApiError ? (caught.fieldErrors.image?.[0] ?? '') : '';
      setError(message ? translate(message) : t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const valueLabel =
    prompt === 'link' ? t('linkUrl') : prompt === 'math' ? t('latex') : t('imageAlt');
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      onKeyDown={handleKeyDown}
      className="space-y-2 rounded-lg border border-line bg-surface p-3"
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t(`prompts.${prompt}`)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {prompt === 'image' && (
          <label className="min-w-48 flex-1 space-y-1 text-sm font-medium text-ink">
            <span>{t('imageFile')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              autoFocus
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="block w-full text-sm"
            />
          </label>
        )}
        <label className="min-w-48 flex-1 space-y-1 text-sm font-medium text-ink">
          <span>{valueLabel}</span>
          <input
            type={prompt === 'link' ? 'url' : 'text'}
            autoFocus={prompt !== 'image'}
            value={value}
            dir={prompt === 'math' ? 'ltr' : undefined}
            maxLength={prompt === 'image' ? richTextLimits.altMax : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void handleSubmit(event);
            }}
            className={controlClasses(Boolean(error))}
          />
        </label>
        {prompt === 'math' && (
          <label className="flex items-center gap-2 pb-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={display}
              onChange={(event) => setDisplay(event.target.checked)}
            />
            {t('displayMath')}
          </label>
        )}
        <Button size="sm" onClick={(event) => void handleSubmit(event)} disabled={busy}>
          {busy ? t('uploading') : t('insert')}
        </Button>
        <Button size="sm" variant="ghost" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
