import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  findTranslationProblems,
  flattenStrings,
  pluralBase,
  type FlatLocale,
} from '../test/i18n/check-translation-calls';
import { findTranslationCalls } from '../test/i18n/find-translation-calls';

type Strings = { [key: string]: string | Strings };

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = join(sourceRoot, '..');

const localeFiles = import.meta.glob<Strings>('./*/*.json', { eager: true, import: 'default' });
const locales: Record<string, FlatLocale> = {};
for (const [path, strings] of Object.entries(localeFiles)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (language && namespace) {
    locales[language] = { ...locales[language], [namespace]: flattenStrings(strings) };
  }
}

/**
 * Calls whose key the checker cannot narrow (it is a plain string at compile time), with every
 * key they can take at run time. A new call of this kind fails the test until it is listed here.
 */
const LISTED_KEYS: Record<string, string[]> = {};

/** Every key as a literal may name it: 'footer.about', 'payments.count' (plural), 'nav:home'. */
function knownKeys(reference: FlatLocale): Set<string> {
  const keys = new Set<string>();
  for (const [namespace, strings] of Object.entries(reference)) {
    for (const key of Object.keys(strings)) {
      for (const name of [key, pluralBase(key)]) keys.add(name).add(`${namespace}:${name}`);
    }
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(webRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, webRoot).options;
}

/** The checker's view of `files`, read from disk or, for fixtures, from memory. */
function analyse(rootNames: string[], reference: FlatLocale, memory: Record<string, string> = {}) {
  const options = { ...compilerOptions(), noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name in memory
      ? ts.createSourceFile(name, memory[name]!, language, true)
      : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name in memory || fileExists(name);
  const program = ts.createProgram({ rootNames, options, host });
  const files = program
    .getSourceFiles()
    .filter((file) => rootNames.includes(file.fileName) && !file.isDeclarationFile);
  return findTranslationCalls(
    program,
    files,
    (fileName) => relative(sourceRoot, fileName),
    knownKeys(reference),
  );
}

describe('every translation the app asks for exists in every language with what it needs', () => {
  it('resolves each t() key and <Trans> in en and bn, with all placeholders passed', () => {
    const { calls, renamed } = analyse(sourceFiles(sourceRoot), locales.en!);
    expect(renamed, 'translators must be called t so that this test finds them').toEqual([]);
    // A sanity floor: the search found the app's calls, not an empty list that passes.
    expect(calls.length).toBeGreaterThan(500);
    const footerLinks = calls.find((call) => call.keyText === 'link.label');
    expect(footerLinks?.keys).toEqual(expect.arrayContaining(['courses', 'footer.aboutUs']));
    expect(findTranslationProblems(calls, locales, LISTED_KEYS)).toEqual([]);
  }, 180_000);
});

describe('the check fails on what it guards against', () => {
  const fixturePath = join(sourceRoot, 'locales', 'fixture-queue.tsx');
  const fixture = `
    import type { ParseKeys } from 'i18next';
    import { Trans, useTranslation } from 'react-i18next';
    const shortcuts: { label: ParseKeys<'admin'> }[] = [{ label: 'tabs.pending' }, { label: 'payments.note' }];
    export function Queue({ total, tab, note }: { total: number; tab: 'pending' | 'all'; note: string }) {
      const { t } = useTranslation('admin');
      return (
        <>
          <p>{t('payments.count', { count: total })}</p>
          <p>{t('payments.count', { count: total, value: String(total) })}</p>
          <h2>{t(\`tabs.\${tab}\`)}</h2>
          <p>{t('payments.note')}</p>
          <p>{t(note)}</p>
          <Trans t={t} i18nKey="payments.help" values={{ name: 'x' }} />
          {shortcuts.map((shortcut) => t(shortcut.label))}
        </>
      );
    }
  `;
  const fixtureLocales: Record<string, FlatLocale> = {
    en: {
      admin: {
        'payments.count_one': '{{value}} payment',
        'payments.count_other': '{{value}} payments',
        'payments.note': 'Check the amount',
        'payments.help': 'Ask {{name}} in {{place}}',
        'tabs.pending': 'Pending',
      },
    },
    bn: {
      admin: {
        'payments.count_one': '{{value}}টি পেমেন্ট',
        'payments.count_other': '{{value}}টি পেমেন্ট',
        'payments.help': '{{name}}-কে {{place}}-এ জিজ্ঞেস করুন',
        'tabs.pending': 'অপেক্ষমাণ',
      },
    },
  };
  // With the app's typed resources, so that ParseKeys<'admin'> is the union of admin keys.
  const { calls } = analyse(
    [fixturePath, join(sourceRoot, 'types', 'i18next.d.ts')],
    fixtureLocales.en!,
    { [fixturePath]: fixture },
  );

  it('reads the namespace, the keys a template can make and the options of every call', () => {
    expect(
      calls.map(({ line, keys, namespaces, options }) => ({ line, keys, namespaces, options })),
    ).toEqual([
      { line: 9, keys: ['payments.count'], namespaces: ['admin'], options: ['count'] },
      { line: 10, keys: ['payments.count'], namespaces: ['admin'], options: ['count', 'value'] },
      { line: 11, keys: ['tabs.pending', 'tabs.all'], namespaces: ['admin'], options: [] },
      { line: 12, keys: ['payments.note'], namespaces: ['admin'], options: [] },
      { line: 13, keys: null, namespaces: ['admin'], options: [] },
      { line: 14, keys: ['payments.help'], namespaces: ['admin'], options: ['name'] },
      // A value typed as any admin key: the keys the program writes for that type.
      { line: 15, keys: ['payments.note', 'tabs.pending'], namespaces: ['admin'], options: [] },
    ]);
  }, 60_000);

  it('reports an unfilled placeholder, a key one language lacks, an unknown or unlisted key', () => {
    expect(findTranslationProblems(calls, fixtureLocales)).toEqual([
      'locales/fixture-queue.tsx:9 admin:payments.count_one (en) needs {{value}}',
      'locales/fixture-queue.tsx:9 admin:payments.count_other (en) needs {{value}}',
      'locales/fixture-queue.tsx:9 admin:payments.count_one (bn) needs {{value}}',
      'locales/fixture-queue.tsx:9 admin:payments.count_other (bn) needs {{value}}',
      'locales/fixture-queue.tsx:11 admin:tabs.all is defined in no locale',
      'locales/fixture-queue.tsx:12 admin:payments.note is missing in bn',
      'locales/fixture-queue.tsx:13 key note cannot be resolved: list its keys',
      'locales/fixture-queue.tsx:14 admin:payments.help (en) needs {{place}}',
      'locales/fixture-queue.tsx:14 admin:payments.help (bn) needs {{place}}',
      'locales/fixture-queue.tsx:15 admin:payments.note is missing in bn',
    ]);
  });

  it('takes the keys listed for a call it cannot resolve, and reports a stale listing', () => {
    const listed = {
      'locales/fixture-queue.tsx: note': ['payments.note'],
      'locales/gone.tsx: key': ['payments.note'],
    };
    const problems = findTranslationProblems(calls, fixtureLocales, listed);
    expect(problems.filter((problem) => problem.includes(':13 '))).toEqual([
      'locales/fixture-queue.tsx:13 admin:payments.note is missing in bn',
    ]);
    expect(problems).toContain('listed keys of "locales/gone.tsx: key" match no call');
  });

  it('reports a plural key asked for without count', () => {
    const [countCall] = calls;
    expect(
      findTranslationProblems([{ ...countCall!, options: ['value'] }], fixtureLocales),
    ).toEqual([
      'locales/fixture-queue.tsx:9 admin:payments.count has plural forms but the call passes no count',
    ]);
  });
});
