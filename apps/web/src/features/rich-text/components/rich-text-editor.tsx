import { EditorContent, useEditor } from '@tiptap/react';
import { useState } from 'react';
import { controlClasses } from '../../../components/ui/field-frame';
import { cx } from '../../../lib/class-names';
import { editorExtensions } from '../model/editor-extensions';
import { RICH_TEXT_CLASSES } from '../model/rich-text-content';
import { CodeLanguagePicker } from './code-language-picker';
import { EditorPrompt } from './editor-prompt';
import { EditorToolbar, type ToolbarPrompt } from './editor-toolbar';

export type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes of this prop are not pushed into it. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** Taller for lesson articles. */
  size?: 'md' | 'lg';
};

/**
 * The one rich-text editor (TipTap 3 on ProseMirror, docs/decisions/040-one-rich-text-editor.md):
 * headings, lists, links, quotes, tables, callouts, code blocks with highlighting, maths in LaTeX
 * and uploaded images. Its schema is the server's allow-list, which still cleans whatever it
 * sends. ProseMirror reads composition events, so Bangla typed through an input method arrives
 * whole.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid,
  size = 'md',
}: RichTextEditorProps) {
  const [prompt, setPrompt] = useState<ToolbarPrompt | null>(null);
  const areaId = `${labelId}-area`;
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cx(
          controlClasses(Boolean(invalid)),
          RICH_TEXT_CLASSES,
          size === 'lg' ? 'min-h-96' : 'min-h-56',
          'overflow-y-auto',
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  return (
    <div className="space-y-2">
      <EditorToolbar editor={editor} controls={areaId} onPrompt={setPrompt} />
      {prompt && <EditorPrompt editor={editor} prompt={prompt} onClose={() => setPrompt(null)} />}
      <CodeLanguagePicker editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
