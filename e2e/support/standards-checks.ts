import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

// Two checkers the field uses, beside axe: HTML_CodeSniffer (pa11y's engine, from pa11y's own
// package) for WCAG 2 AA, and the W3C Nu HTML Checker (vnu.jar, run by the machine's Java) for
// the markup itself.

const require = createRequire(import.meta.url);
const htmlcsSource = readFile(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
const vnuJar: string = require.resolve('vnu-jar/build/dist/vnu.jar');

/** The WCAG 2 AA errors HTML_CodeSniffer finds on the page as it stands (pa11y's "error" level). */
export async function wcagErrors(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag: the page's CSP rightly refuses inline scripts.
  await page.evaluate(`${await htmlcsSource}; window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (window as unknown as { HTMLCS: Record<string, CallableFunction> }).HTMLCS!;
        htmlcs.process!('WCAG2AA', document, () => {
          const messages = htmlcs.getMessages!() as Message[];
          resolve(
            messages
              .filter((message) => message.type === 1)
              .map(
                (message) =>
                  `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 160)})`,
              ),
          );
        });
      }),
  );
}

export async function expectWcag2aa(page: Page, name: string) {
  expect(await wcagErrors(page), `HTML_CodeSniffer WCAG2AA errors on ${name}`).toEqual([]);
}

/** The markup of the page as the browser holds it now, as a document. */
export async function renderedHtml(page: Page): Promise<string> {
  return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

/**
 * Messages about CSS the checker does not know yet, filtered out; everything else counts.
 * - `@property`: CSS Properties and Values API (Tailwind declares its variables with it).
 * - a transition of a custom property (`--tw-gradient-from`): allowed since custom properties
 *   can be registered, which `@property` does.
 * - `margin-trim`: CSS Box Model 4, in Safari and behind a flag elsewhere.
 */
const KNOWN_CSS = [
  String.raw`CSS: Unrecognized at-rule “@property”.*`,
  String.raw`CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value.*`,
  String.raw`CSS: “margin-trim”: Property “margin-trim” doesn't exist.*`,
];

export type HtmlDocument = { name: string; html: string };
type NuMessage = { type: string; url: string; message: string; extract?: string };

/** The Nu HTML Checker's errors in each document, all checked in one run of the checker. */
export async function nuErrors(documents: readonly HtmlDocument[]): Promise<string[]> {
  if (documents.length === 0) return [];
  const folder = await mkdtemp(join(tmpdir(), 'academy-nu-'));
  try {
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = join(folder, `${index}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const args = ['-jar', vnuJar, '--errors-only', '--format', 'json'];
    args.push('--filterpattern', KNOWN_CSS.join('|'), ...files);
    // The checker exits 1 when it found errors; its report is on stderr either way.
    const report = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 })
      .then(({ stderr }) => stderr)
      .catch((error: { stderr?: string }) => error.stderr ?? String(error));
    const { messages } = JSON.parse(report) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const index = Number(/(\d+)\.html$/.exec(message.url)?.[1]);
        return `${documents[index]?.name ?? message.url}: ${message.message} (${message.extract?.trim() ?? ''})`;
      });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export async function expectValidHtml(documents: readonly HtmlDocument[]) {
  expect(await nuErrors(documents), 'Nu HTML Checker errors').toEqual([]);
}
