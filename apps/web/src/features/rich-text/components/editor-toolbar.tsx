import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Info,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Sigma,
  Table,
  type LucideIcon,
} from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ToolbarPrompt = 'link' | 'image' | 'math';

/** The tools, each named by its key under `tools` in the rich-text strings. */
type ToolKey =
  | 'heading'
  | 'subheading'
  | 'bold'
  | 'italic'
  | 'inlineCode'
  | 'bulletList'
  | 'numberedList'
  | 'quote'
  | 'codeBlock'
  | 'callout'
  | 'table'
  | 'link'
  | 'image'
  | 'math';

type Tool = {
  key: ToolKey;
  icon: LucideIcon;
  run: () => void;
  /** A toggle: its state is announced with aria-pressed. */
  active?: boolean;
};

export type EditorToolbarProps = {
  editor: Editor;
  controls: string;
  onPrompt: (prompt: ToolbarPrompt) => void;
};

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, the arrow keys, Home and End move
 * between the buttons, toggles say whether they are on with aria-pressed.
 */
export function EditorToolbar({ editor, controls, onPrompt }: EditorToolbarProps) {
  const { t } = useTranslation('rich-text');
  const [focused, setFocused] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      code: current.isActive('code'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      callout: current.isActive('callout'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    {
      key: 'heading',
      icon: Heading2,
      active: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'subheading',
      icon: Heading3,
      active: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    { key: 'bold', icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', icon: Italic, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'inlineCode', icon: Code, active: state.code, run: () => chain().toggleCode().run() },
    {
      key: 'bulletList',
      icon: List,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numberedList',
      icon: ListOrdered,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      icon: Quote,
      active: state.blockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'codeBlock',
      icon: Code2,
      active: state.codeBlock,
      run: () => chain().toggleCodeBlock().run(),
    },
    {
      key: 'callout',
      icon: Info,
      active: state.callout,
      run: () => chain().toggleCallout('info').run(),
    },
    {
      key: 'table',
      icon: Table,
      run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    },
    { key: 'link', icon: Link2, active: state.link, run: () => onPrompt('link') },
    { key: 'image', icon: ImagePlus, run: () => onPrompt('image') },
    { key: 'math', icon: Sigma, run: () => onPrompt('math') },
  ];

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focused === last
          ? 0
          : focused + 1
        : event.key === 'ArrowLeft'
          ? focused === 0
            ? last
            : focused - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      aria-controls={controls}
      onKeyDown={handleKeyDown}
      className="flex flex-wrap gap-1 rounded-lg border border-line bg-slate-50 p-1"
    >
      {tools.map(({ key, icon: Icon, run, active }, index) => (
        <button
          key={key}
          type="button"
          tabIndex={index === focused ? 0 : -1}
          title={t(`tools.${key}`)}
          aria-label={t(`tools.${key}`)}
          aria-pressed={active === undefined ? undefined : active}
          onFocus={() => setFocused(index)}
          // Keep the text selection in the editor while the toolbar is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
          className="flex size-9 items-center justify-center rounded-md text-ink hover:bg-white hover:shadow-sm aria-pressed:bg-brand-100 aria-pressed:text-brand-900"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
