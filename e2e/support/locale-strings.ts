import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server.ts';

// The web app's locale files as the translation check needs them: every key a `t(…)` call could
// show raw, and the English strings a Bangla page must not show.

type Leaves = Map<string, string>;

const localesDir = join(repoRoot, 'apps/web/src/locales');

/** `namespace:path.to.key` → string, for every string leaf of one language's files. */
function readLeaves(language: 'en' | 'bn'): Leaves {
  const leaves: Leaves = new Map();
  const dir = join(localesDir, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === 'string') leaves.set(`${namespace}:${path.join('.')}`, value);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    };
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), []);
  }
  return leaves;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every form in which i18next shows a key it could not resolve: with and without its namespace,
 * and without a plural suffix (a call passes `payments.count`, the file holds `count_one`). Only
 * dotted or namespaced keys: a bare `title` is also an ordinary word.
 */
function rawKeyForms(leaves: Leaves): Set<string> {
  const forms = new Set<string>();
  for (const fullKey of leaves.keys()) {
    const [namespace, path] = fullKey.split(':') as [string, string];
    for (const key of new Set([path, path.replace(PLURAL_SUFFIX, '')])) {
      forms.add(`${namespace}:${key}`);
      if (key.includes('.')) forms.add(key);
    }
  }
  return forms;
}

/** Whitespace collapsed, as the check compares text. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whole English strings a Bangla page must not show: those whose Bangla differs, without
 * placeholders or markup (they never appear whole), and never one that is also some Bangla string
 * (a word both languages write the same way, such as a brand).
 */
function englishOnlyStrings(en: Leaves, bn: Leaves): Set<string> {
  const banglaValues = new Set([...bn.values()].map(normalise));
  const strings = new Set<string>();
  for (const [key, english] of en) {
    const text = normalise(english);
    if (!/[A-Za-z]{2}/.test(text) || /[{}<>]/.test(text)) continue;
    if (normalise(bn.get(key) ?? '') === text || banglaValues.has(text)) continue;
    strings.add(text);
  }
  return strings;
}

const en = readLeaves('en');
const bn = readLeaves('bn');

/** One string of the web app in one language, by `namespace:path.to.key`. */
export function localeString(language: 'en' | 'bn', key: string): string {
  const text = (language === 'en' ? en : bn).get(key);
  if (text === undefined) throw new Error(`No ${language} string ${key}`);
  return text;
}

export const localeStrings = {
  rawKeys: rawKeyForms(en),
  englishOnly: englishOnlyStrings(en, bn),
};
