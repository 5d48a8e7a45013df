import type { NotebookCell, NotebookOutput } from '@academy/contract/notebooks';
import { Download, NotebookText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadWithSession } from '../../../lib/download';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts';
import { RichTextView } from '../../rich-text/components/rich-text-view';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A code cell's source as a Python code block, highlighted and copyable like any other. */
const codeBlock = (source: string) =>
  `<pre><code class="language-python">${escapeHtml(source)}</code></pre>`;

function Output({ output }: { output: NotebookOutput }) {
  const text = 'overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-mono text-xs';
  switch (output.kind) {
    case 'stream':
      return (
        <pre
          tabIndex={0}
          className={output.name === 'stderr' ? `${text} text-danger` : `${text} text-ink`}
        >
          {output.text}
        </pre>
      );
    case 'text':
      return (
        <pre tabIndex={0} className={`${text} text-ink`}>
          {output.text}
        </pre>
      );
    case 'image':
      return (
        <img
          src={`data:${output.mime};base64,${output.data}`}
          alt={output.alt}
          className="max-w-full rounded-lg border border-line"
        />
      );
    case 'html':
      // Through the server's allow-list: a table keeps its cells, a script is gone.
      return <RichTextView html={output.html} />;
    case 'error':
      return (
        <pre tabIndex={0} className={`${text} text-danger`}>
          {`${output.name}: ${output.value}\n${output.traceback}`}
        </pre>
      );
  }
}

export type NotebookViewProps = {
  lessonId: number;
  name: string;
  cells: NotebookCell[];
};

/** A Jupyter notebook read-only, as it reads: Markdown, code and outputs, with a download. */
export function NotebookView({ lessonId, name, cells }: NotebookViewProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  return (
    <section aria-labelledby="lesson-notebook" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="lesson-notebook"
          className="flex items-center gap-2 text-base font-semibold text-ink"
        >
          <NotebookText className="size-4" aria-hidden="true" />
          {t('notebook.heading', { name })}
        </h3>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void downloadWithSession(`/api/lessons/${lessonId}/notebook/`, name).catch(() =>
              toast.error(t('notebook.downloadFailed')),
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          {t('notebook.download')}
        </Button>
      </div>
      <ol className="space-y-4">
        {cells.map((cell, index) => (
          <li key={index} className="space-y-2">
            {cell.kind === 'markdown' && <RichTextView html={cell.html} />}
            {cell.kind === 'raw' && (
              <pre className="whitespace-pre-wrap text-sm text-ink">{cell.text}</pre>
            )}
            {cell.kind === 'code' && (
              <>
                <p className="font-mono text-xs text-ink-muted">
                  {t('notebook.input', {
                    number: formatNumber(cell.executionCount ?? 0, language),
                  })}
                </p>
                <RichTextView html={codeBlock(cell.source)} />
                {cell.outputs.map((output, outputIndex) => (
                  <Output key={outputIndex} output={output} />
                ))}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
