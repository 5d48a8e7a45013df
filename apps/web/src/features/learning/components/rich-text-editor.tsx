import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field-frame';
import { cx } from '../../../lib/class-names';
import { NOTE_BODY_CLASSES } from '../model/note-html';

type CommandKey =
  | 'heading'
  | 'subheading'
  | 'paragraph'
  | 'bold'
  | 'italic'
  | 'bulletList'
  | 'numberedList'
  | 'quote'
  | 'codeBlock'
  | 'link'
  | 'image';

type Command = {
  key: CommandKey;
  icon: LucideIcon;
  run: () => void;
};

const WEB_URL = /^(https?:\/\/|mailto:)/i;
/** Images by https address only: the page's CSP loads no other, and the server keeps no other. */
const IMAGE_URL = /^https:\/\//i;

export type RichTextEditorProps = {
  /** The HTML the editor starts with; later changes of this prop are not pushed into it. */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * A small rich-text editor for course notes: a contentEditable area with a toolbar for headings,
 * paragraphs, bold, italic, lists, quotes, code blocks, links and images by URL. It relies on
 * document.execCommand, deprecated but supported by every browser, instead of a heavy editor
 * library; the server sanitises whatever it produces.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const { t } = useTranslation('learning');
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [prompt, setPrompt] = useState<null | 'link' | 'image'>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [urlError, setUrlError] = useState('');

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // Only the first HTML is written in: rewriting on every change would move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const emit = () => onChange(area.current?.innerHTML ?? '');

  function exec(command: string, value?: string) {
    area.current?.focus();
    restoreSelection();
    document.execCommand(command, false, value);
    emit();
  }

  function saveSelection() {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  }

  function restoreSelection() {
    const range = savedRange.current;
    if (!range) return;
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    savedRange.current = null;
  }

  function openPrompt(kind: 'link' | 'image') {
    saveSelection();
    setPrompt(kind);
    setUrl('');
    setAlt('');
    setUrlError('');
  }

  function handlePromptSubmit(event: FormEvent) {
    event.preventDefault();
    const value = url.trim();
    if (!(prompt === 'image' ? IMAGE_URL : WEB_URL).test(value)) {
      setUrlError(t(prompt === 'image' ? 'editor.invalidImageUrl' : 'editor.invalidLinkUrl'));
      return;
    }
    const kind = prompt;
    setPrompt(null);
    if (kind === 'link') {
      exec('createLink', value);
    } else {
      const escapedAlt = alt.trim().replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
      const escapedUrl = value.replace(/"/g, '%22');
      exec('insertHTML', `<img src="${escapedUrl}" alt="${escapedAlt}">`);
    }
  }

  const commands: Command[] = [
    { key: 'heading', icon: Heading2, run: () => exec('formatBlock', '<h2>') },
    { key: 'subheading', icon: Heading3, run: () => exec('formatBlock', '<h3>') },
    { key: 'paragraph', icon: Pilcrow, run: () => exec('formatBlock', '<p>') },
    { key: 'bold', icon: Bold, run: () => exec('bold') },
    { key: 'italic', icon: Italic, run: () => exec('italic') },
    { key: 'bulletList', icon: List, run: () => exec('insertUnorderedList') },
    { key: 'numberedList', icon: ListOrdered, run: () => exec('insertOrderedList') },
    { key: 'quote', icon: Quote, run: () => exec('formatBlock', '<blockquote>') },
    { key: 'codeBlock', icon: Code2, run: () => exec('formatBlock', '<pre>') },
    { key: 'link', icon: Link2, run: () => openPrompt('link') },
    { key: 'image', icon: Image, run: () => openPrompt('image') },
  ];

  function handleToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
    event.preventDefault();
  }

  return (
    <div className="space-y-2">
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={`${labelId}-area`}
        onKeyDown={handleToolbarKeyDown}
        className="flex flex-wrap gap-1 rounded-lg border border-line bg-slate-50 p-1"
      >
        {commands.map(({ key, icon: Icon, run }, index) => (
          <button
            key={key}
            type="button"
            tabIndex={index === 0 ? 0 : -1}
            title={t(`editor.${key}`)}
            aria-label={t(`editor.${key}`)}
            // Keep the text selection in the editor while the toolbar is clicked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={run}
            className="flex size-9 items-center justify-center rounded-md text-ink hover:bg-white hover:shadow-sm"
          >
            <Icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>

      {prompt && (
        <div className="space-y-2 rounded-lg border border-line bg-surface p-3">
          <div className="flex flex-wrap items-end gap-2">
            <label className="min-w-48 flex-1 space-y-1 text-sm font-medium text-ink">
              <span>{t(prompt === 'link' ? 'editor.linkUrl' : 'editor.imageUrl')}</span>
              <input
                type="url"
                autoFocus
                value={url}
                aria-invalid={urlError ? true : undefined}
                onChange={(event) => setUrl(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') handlePromptSubmit(event);
                  if (event.key === 'Escape') setPrompt(null);
                }}
                className={controlClasses(Boolean(urlError))}
              />
            </label>
            {prompt === 'image' && (
              <label className="min-w-40 flex-1 space-y-1 text-sm font-medium text-ink">
                <span>{t('editor.imageAlt')}</span>
                <input
                  type="text"
                  value={alt}
                  onChange={(event) => setAlt(event.target.value)}
                  className={controlClasses(false)}
                />
              </label>
            )}
            <Button size="sm" onClick={handlePromptSubmit}>
              {t('editor.insert')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPrompt(null)}>
              {t('editor.cancel')}
            </Button>
          </div>
          {urlError && (
            <p role="alert" className="text-sm font-medium text-danger">
              {urlError}
            </p>
          )}
        </div>
      )}

      <div
        ref={area}
        id={`${labelId}-area`}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        className={cx(
          controlClasses(Boolean(invalid)),
          NOTE_BODY_CLASSES,
          'min-h-56 overflow-y-auto',
        )}
      />
    </div>
  );
}
