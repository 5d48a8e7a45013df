import type { CustomTypeOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The contract's length message, 'Ensure this field has no more than 100 characters.' */
const TOO_LONG = /^Ensure this field has no more than (\d+) characters\.$/;

/** The most characters a length message names, or null for any other message. */
export function tooLongMax(message: string): number | null {
  const found = TOO_LONG.exec(message);
  return found ? Number(found[1]) : null;
}

/**
 * A contract's messages (`…Messages`) keyed by their English text, to find what was said. The
 * length message (`tooLong`) is left out: it arrives with its number filled in (`tooLongMax`).
 */
export function keysByMessage<Key extends string>(
  messages: Readonly<Record<Key, string>>,
): ReadonlyMap<string, Exclude<Key, 'tooLong'>> {
  const entries = Object.entries(messages) as [Key, string][];
  return new Map(
    entries.flatMap(([key, message]) =>
      key === 'tooLong' ? [] : [[message, key as Exclude<Key, 'tooLong'>] as const],
    ),
  );
}

/**
 * A contract message (a zod schema's or the server's, in English) in the reader's language: a
 * length message through `tooLong(max)`, one of `keys` through `keyed(key)`; any other text passes
 * through as the server wrote it.
 */
export function translateContractMessage<Key extends string>(
  message: string,
  keys: ReadonlyMap<string, Key>,
  translations: { keyed: (key: Key) => string; tooLong: (max: number) => string },
): string {
  const max = tooLongMax(message);
  if (max !== null) return translations.tooLong(max);
  const key = keys.get(message);
  return key === undefined ? message : translations.keyed(key);
}

/** The namespaces that translate a contract's messages under `messages.*` (with `messages.tooLong`). */
export type ContractMessageNamespace = 'classwork' | 'learning' | 'live-classes' | 'rich-text';

/** The keys under `messages` in one of those namespaces. */
type MessageKey<Namespace extends ContractMessageNamespace> =
  keyof CustomTypeOptions['resources'][Namespace]['messages'] & string;

/**
 * A feature's message translator: a contract message found in `keys` reads
 * `<namespace>:messages.<key>`, a length message `messages.tooLong`; any other text passes through
 * as the server wrote it.
 */
export function useContractMessage<Namespace extends ContractMessageNamespace>(
  namespace: Namespace,
  keys: ReadonlyMap<string, MessageKey<Namespace>>,
): (message: string) => string {
  const { t } = useTranslation(namespace);
  // i18next cannot check keys against a namespace chosen by the caller; `keys` are checked above.
  const translate = t as unknown as (key: string, values?: { max: number }) => string;
  return useCallback(
    (message: string) =>
      translateContractMessage(message, keys, {
        keyed: (key) => translate(`messages.${key}`),
        tooLong: (max) => translate('messages.tooLong', { max }),
      }),
    [translate, keys],
  );
}
