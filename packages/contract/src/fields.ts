import { z } from 'zod';
import { textFieldMessages, toLatinDigits, tooLongMessage } from './field-rules.ts';

// The rules stay importable from here, where the server has always found them.
export * from './field-rules.ts';

/**
 * The one home of the field schemas several contract modules share. The zod-free rules and
 * messages live in field-rules.ts (the web's fields load them without zod) and are re-exported
 * here; a schema only one module uses stays in that module.
 */

/**
 * A string schema that reads Bangla digits as Latin ones first (toLatinDigits); `error` answers a
 * value that is not a string, as the wrapped schema would.
 */
export function latinDigits<Schema extends z.ZodType<unknown, string>>(
  schema: Schema,
  error: string,
) {
  return z.string({ error }).transform(toLatinDigits).pipe(schema);
}

/**
 * A required free-text field (titles, names, posts, notes, chat messages...): trimmed; missing or
 * not a string answers textFieldMessages.required, blank .blank (or `blank`), longer than `max`
 * .tooLong. With `abort`, a bad text stops the form's own rules from running (the staff forms);
 * without, they still answer beside it (a closing time after the opening one), so every bad field
 * is told at once.
 */
export function requiredText(max: number, blank: string = textFieldMessages.blank, abort = false) {
  return z
    .string({ error: textFieldMessages.required })
    .trim()
    .min(1, { error: blank, abort })
    .max(max, { error: tooLongMessage(max), abort });
}
