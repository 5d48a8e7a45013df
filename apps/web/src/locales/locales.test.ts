import { fieldMessages } from '@academy/contract/fields';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n';

type Strings = { [key: string]: string | Strings };

const files = import.meta.glob<Strings>('./*/*.json', { eager: true, import: 'default' });

function namespacesOf(language: string): Record<string, Strings> {
  const result: Record<string, Strings> = {};
  for (const [path, strings] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) result[match[2]] = strings;
  }
  return result;
}

/** Every leaf as 'a.b.c' → value. */
function flatten(strings: Strings, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result[path] = value;
    else Object.assign(result, flatten(value, path));
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
const BANGLA_SCRIPT = /[\u0980-\u09FF]/;

/** Compares every language against English (the reference): missing and extra keys both fail. */
export function findLocaleDrift(
  reference: Record<string, Strings>,
  other: Record<string, Strings>,
): string[] {
  const problems: string[] = [];
  const names = new Set([...Object.keys(reference), ...Object.keys(other)]);
  for (const name of names) {
    const a = flatten(reference[name] ?? {});
    const b = flatten(other[name] ?? {});
    for (const key of Object.keys(a)) if (!(key in b)) problems.push(`${name}:${key} missing`);
    for (const key of Object.keys(b)) if (!(key in a)) problems.push(`${name}:${key} extra`);
    for (const key of Object.keys(a)) {
      if (key in b && placeholders(a[key]!).sort().join() !== placeholders(b[key]!).sort().join()) {
        problems.push(`${name}:${key} placeholders differ`);
      }
    }
  }
  return problems;
}

describe('locales', () => {
  const english = namespacesOf('en');

  it('has the same namespaces, keys and placeholders in every language', () => {
    for (const language of LANGUAGES) {
      expect(findLocaleDrift(english, namespacesOf(language)), language).toEqual([]);
    }
  });

  it('detects a key that exists in one locale and not the other', () => {
    const drift = findLocaleDrift(
      { common: { a: 'A', nested: { b: 'B {{n}}' } } },
      { common: { nested: { b: 'খ', c: 'গ' } } },
    );
    expect(drift).toEqual([
      'common:a missing',
      'common:nested.c extra',
      'common:nested.b placeholders differ',
    ]);
  });

  it('never words two different English words the same in Bangla: Reject is not Cancel', () => {
    // 'Rejected' and 'Cancel' were both 'বাতিল': a staff member could not tell a rejected payment
    // from a button that only closes a dialog.
    const clashes: string[] = [];
    const bangla = namespacesOf('bn');
    const pairs = Object.entries(english).flatMap(([name, strings]) => {
      const bn = flatten(bangla[name] ?? {});
      return Object.entries(flatten(strings)).map(([key, en]) => [en, bn[key] ?? ''] as const);
    });
    const cancelWords = new Set(
      pairs.filter(([en]) => /^cancel(led)?$/i.test(en)).map(([, bn]) => bn),
    );
    for (const [en, bn] of pairs) {
      if (/^reject(ed)?$/i.test(en) && cancelWords.has(bn)) clashes.push(`${en} → ${bn}`);
    }
    expect(clashes).toEqual([]);
  });

  it('writes every Bangla string in Bangla script, not English or transliteration', () => {
    const untranslated = Object.entries(namespacesOf('bn')).flatMap(([name, strings]) =>
      Object.entries(flatten(strings))
        .filter(([, value]) => !BANGLA_SCRIPT.test(value.replace(/\{\{\s*\w+\s*\}\}/g, '')))
        .map(([key]) => `${name}:${key}`),
    );
    expect(untranslated).toEqual([]);
  });

  it('holds the shared field messages of the contract word for word in English', () => {
    expect(english.validation).toEqual(fieldMessages);
  });
});
