import type { TranslationCall } from './find-translation-calls';

/** One language's strings: namespace → flattened key ('payments.count_one') → text. */
export type FlatLocale = Record<string, Record<string, string>>;
type Strings = { [key: string]: string | Strings };

/** Every leaf as 'a.b.c' → text. */
export function flattenStrings(strings: Strings, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result[path] = value;
    else Object.assign(result, flattenStrings(value, path));
  }
  return result;
}

/** 'Hello {{name}}, {{count, number}}' → ['name', 'count']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^,}\s]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key as written without its plural suffix: 'count_one' → 'count'. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

/**
 * The strings i18next can show for `path` in one language: with `count`, one per plural category
 * of the language (falling back to the bare key, as i18next does) plus `_zero` when written;
 * without it, the bare key. A missing entry is undefined.
 */
function stringsFor(
  strings: Record<string, string>,
  path: string,
  language: string,
  hasCount: boolean,
): { form: string; text: string | undefined }[] {
  if (!hasCount) return [{ form: path, text: strings[path] }];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const forms = categories.map((category) => {
    const plural = `${path}_${category}`;
    return plural in strings
      ? { form: plural, text: strings[plural] }
      : { form: plural, text: strings[path] };
  });
  const zero = `${path}_zero`;
  return zero in strings ? [...forms, { form: zero, text: strings[zero] }] : forms;
}

function isDefinedIn(strings: Record<string, string> | undefined, path: string): boolean {
  if (!strings) return false;
  return path in strings || Object.keys(strings).some((key) => pluralBase(key) === path);
}

/**
 * What is wrong with the calls against the locales: a key no locale defines, a key (or one of
 * its plural forms) missing in one language, a plural key asked for without `count`, and a
 * placeholder the call does not pass. A call whose key the checker could not resolve must be
 * listed in `listedKeys` ('file: keyText' → its keys); a listed entry that matches no such call
 * is stale and reported too.
 */
export function findTranslationProblems(
  calls: TranslationCall[],
  locales: Record<string, FlatLocale>,
  listedKeys: Record<string, string[]> = {},
): string[] {
  const problems: string[] = [];
  const languages = Object.keys(locales);
  const namespaceNames = new Set(languages.flatMap((language) => Object.keys(locales[language]!)));
  const usedListings = new Set<string>();

  for (const call of calls) {
    const where = `${call.file}:${call.line}`;
    const listing = `${call.file}: ${call.keyText}`;
    let keys = call.keys;
    if (!keys) {
      keys = listedKeys[listing] ?? null;
      if (!keys) {
        problems.push(`${where} key ${call.keyText} cannot be resolved: list its keys`);
        continue;
      }
      usedListings.add(listing);
    }
    if (call.namespaces.length === 0) {
      problems.push(`${where} translator's namespace unknown`);
      continue;
    }
    const hasCount = call.options.includes('count');
    for (const key of keys) {
      const separator = key.indexOf(':');
      const prefixed = separator > 0 && namespaceNames.has(key.slice(0, separator));
      const bare = prefixed ? key.slice(separator + 1) : key;
      const path = call.keyPrefix ? `${call.keyPrefix}.${bare}` : bare;
      const candidates = prefixed ? [key.slice(0, separator)] : call.namespaces;
      // i18next looks in the translator's namespaces in order and takes the first that has it.
      const namespace = candidates.find((name) =>
        languages.some((language) => isDefinedIn(locales[language]![name], path)),
      );
      if (!namespace) {
        problems.push(`${where} ${candidates[0]}:${path} is defined in no locale`);
        continue;
      }
      for (const language of languages) {
        const strings = locales[language]![namespace] ?? {};
        if (!hasCount && !(path in strings) && isDefinedIn(strings, path)) {
          problems.push(
            `${where} ${namespace}:${path} has plural forms but the call passes no count`,
          );
          continue;
        }
        for (const { form, text } of stringsFor(strings, path, language, hasCount)) {
          if (text === undefined) {
            problems.push(`${where} ${namespace}:${form} is missing in ${language}`);
            continue;
          }
          for (const name of placeholdersOf(text)) {
            if (!call.options.includes(name)) {
              problems.push(`${where} ${namespace}:${form} (${language}) needs {{${name}}}`);
            }
          }
        }
      }
    }
  }
  for (const listing of Object.keys(listedKeys)) {
    if (!usedListings.has(listing)) problems.push(`listed keys of "${listing}" match no call`);
  }
  return [...new Set(problems)];
}
