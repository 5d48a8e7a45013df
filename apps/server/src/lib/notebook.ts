import { Marked } from 'marked';
import { z } from 'zod';
import {
  notebookLimits,
  notebookMessages,
  type NotebookCell,
  type NotebookOutput,
} from '@academy/contract/notebooks';
import { sanitizeRichText } from './rich-text.ts';

/**
 * Jupyter notebooks (nbformat 4, the format's JSON schema as Jupyter publishes it) checked and
 * turned into the cells a lesson shows. Nothing of the notebook reaches the page unsafely:
 * Markdown and text/html outputs go through the rich-text allow-list (scripts and handlers go),
 * images are only base64 PNG or JPEG shown through an <img>, text is text.
 */

/** nbformat's multiline string: a string or a list of lines. */
const multiline = z.union([z.string(), z.array(z.string())]);
const text = (value: z.infer<typeof multiline>) => (Array.isArray(value) ? value.join('') : value);

const mimeBundle = z.record(z.string(), z.unknown());
const outputSchema = z.discriminatedUnion('output_type', [
  z.object({
    output_type: z.literal('stream'),
    name: z.enum(['stdout', 'stderr']),
    text: multiline,
  }),
  z.object({ output_type: z.literal('display_data'), data: mimeBundle }),
  z.object({ output_type: z.literal('execute_result'), data: mimeBundle }),
  z.object({
    output_type: z.literal('error'),
    ename: z.string(),
    evalue: z.string(),
    traceback: z.array(z.string()),
  }),
]);
const cellSchema = z.discriminatedUnion('cell_type', [
  z.object({ cell_type: z.literal('markdown'), source: multiline }),
  z.object({
    cell_type: z.literal('code'),
    source: multiline,
    execution_count: z.number().int().nullable(),
    outputs: z.array(outputSchema, { message: 'outputs must be a list' }),
  }),
  z.object({ cell_type: z.literal('raw'), source: multiline }),
]);
const notebookSchema = z.object({
  nbformat: z.literal(4),
  nbformat_minor: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
  cells: z.array(z.unknown()).max(notebookLimits.maxCells),
});

/** The notebook is malformed; `message` names what is wrong. */
export class NotebookError extends Error {
  override name = 'NotebookError';
}

/** ANSI colour codes, as IPython writes tracebacks. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g;
const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

const markdown = new Marked({ gfm: true, breaks: false });

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Markdown to allow-listed rich text, `$…$` and `$$…$$` kept as maths nodes. */
export function markdownToRichText(source: string): string {
  const maths: string[] = [];
  const hold = (latex: string, block: boolean) => {
    maths.push(
      block
        ? `<div data-math="block" data-latex="${escapeAttribute(latex.trim())}"></div>`
        : `<span data-math="inline" data-latex="${escapeAttribute(latex.trim())}"></span>`,
    );
    return `MATHNODE${maths.length - 1}END`;
  };
  const held = source
    .replace(/\$\$([\s\S]+?)\$\$/g, (_m, latex: string) => `\n\n${hold(latex, true)}\n\n`)
    .replace(/\$([^$\n]+?)\$/g, (_m, latex: string) => hold(latex, false));
  const html = (markdown.parse(held) as string)
    .replace(/<p>MATHNODE(\d+)END<\/p>/g, (_m, index: string) => maths[Number(index)]!)
    .replace(/MATHNODE(\d+)END/g, (_m, index: string) => maths[Number(index)]!)
    .replace(/<h1\b/g, '<h2')
    .replace(/<\/h1>/g, '</h2>');
  return sanitizeRichText(html);
}

function presentOutput(output: z.infer<typeof outputSchema>, where: string): NotebookOutput | null {
  if (output.output_type === 'stream') {
    return { kind: 'stream', name: output.name, text: text(output.text) };
  }
  if (output.output_type === 'error') {
    return {
      kind: 'error',
      name: output.ename,
      value: output.evalue,
      traceback: output.traceback.join('\n').replace(ANSI, ''),
    };
  }
  const data = output.data;
  for (const mime of ['image/png', 'image/jpeg'] as const) {
    const value = data[mime];
    if (value === undefined) continue;
    const encoded = typeof value === 'string' ? value : Array.isArray(value) ? value.join('') : '';
    if (!BASE64.test(encoded)) throw new NotebookError(`${where}: ${mime} must be base64`);
    const plain = data['text/plain'];
    const alt = typeof plain === 'string' ? plain : Array.isArray(plain) ? plain.join('') : '';
    return { kind: 'image', mime, data: encoded.replace(/\s/g, ''), alt: alt || 'Figure' };
  }
  const html = data['text/html'];
  if (typeof html === 'string' || Array.isArray(html)) {
    return { kind: 'html', html: sanitizeRichText(Array.isArray(html) ? html.join('') : html) };
  }
  const plain = data['text/plain'];
  if (typeof plain === 'string' || Array.isArray(plain)) {
    return { kind: 'text', text: Array.isArray(plain) ? plain.join('') : plain };
  }
  return null;
}

/** The first problem zod found, as "cell 3: outputs must be a list". */
function describeIssue(issue: z.core.$ZodIssue, where: string): string {
  const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}: ${field}${issue.message}`;
}

/**
 * Parses an uploaded .ipynb. Throws NotebookError naming what is wrong (not JSON, not
 * nbformat 4, "cell 3: outputs must be a list").
 */
export function parseNotebook(source: string): NotebookCell[] {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    throw new NotebookError(notebookMessages.notJson);
  }
  const notebook = notebookSchema.safeParse(json);
  if (!notebook.success) {
    const issue = notebook.error.issues[0]!;
    if (issue.path[0] === 'nbformat') throw new NotebookError(notebookMessages.notV4);
    if (issue.path[0] === 'cells' && issue.code === 'too_big') {
      throw new NotebookError(notebookMessages.tooManyCells);
    }
    throw new NotebookError(describeIssue(issue, 'notebook'));
  }
  return notebook.data.cells.map((raw, index) => {
    const where = `cell ${index + 1}`;
    const cell = cellSchema.safeParse(raw);
    if (!cell.success) {
      const issue = cell.error.issues[0]!;
      // "outputs must be a list" reads better than the path it came from.
      if (issue.path[0] === 'outputs' && issue.path.length === 1) {
        throw new NotebookError(`${where}: outputs must be a list`);
      }
      throw new NotebookError(describeIssue(issue, where));
    }
    const value = cell.data;
    if (value.cell_type === 'markdown') {
      return { kind: 'markdown', html: markdownToRichText(text(value.source)) };
    }
    if (value.cell_type === 'raw') return { kind: 'raw', text: text(value.source) };
    return {
      kind: 'code',
      source: text(value.source),
      executionCount: value.execution_count,
      outputs: value.outputs.flatMap((output, outputIndex) => {
        const shown = presentOutput(output, `${where}, output ${outputIndex + 1}`);
        return shown ? [shown] : [];
      }),
    };
  });
}
