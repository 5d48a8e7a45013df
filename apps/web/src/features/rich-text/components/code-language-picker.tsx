import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { CODE_LANGUAGES } from '@academy/contract/rich-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../components/ui/field-frame';

/** While the caret is in a code block: which language it is written in, for its highlighting. */
export function CodeLanguagePicker({ editor }: { editor: Editor }) {
  const { t } = useTranslation('rich-text');
  const id = useId();
  const language = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive('codeBlock')
        ? String(current.getAttributes('codeBlock').language ?? '')
        : null,
  });
  if (language === null) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-ink">
        {t('codeLanguage')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) =>
          editor
            .chain()
            .focus()
            .updateAttributes('codeBlock', { language: event.target.value || null })
            .run()
        }
        className={controlClasses(false) + ' w-auto py-1'}
      >
        <option value="">{t('plainText')}</option>
        {CODE_LANGUAGES.map((name) => (
          <option key={name} value={name}>
            {t(`languages.${name}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
