import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { getErrorMessage, getFieldErrors } from './api-error';

type Translate = (message: string) => string;
const keep: Translate = (message) => message;

/**
 * A resolver that checks what a form sends rather than what it holds: `toBody` turns the inputs'
 * values (text for numbers, local times for ISO instants) into the request body, which the
 * contract's `schema` then checks, so the form applies the server's own rules. The submit handler
 * receives the body once it passed (without a schema, when the server's rules need the database,
 * unchecked).
 */
export function bodyResolver<Values extends FieldValues, Body extends FieldValues>(
  schema: z.ZodType | null,
  toBody: (values: Values) => Body,
): Resolver<Values, unknown, Body> {
  return async (values, context, options) => {
    const body = toBody(values);
    if (!schema) return { values: body, errors: {} };
    const check = zodResolver(schema as z.ZodType<Body, FieldValues>) as unknown as Resolver<
      Body,
      unknown,
      Body
    >;
    const { errors } = await check(body, context, options as never);
    // The body as the form built it, not the schema's output: the server parses it the same way.
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values: body, errors: {} };
  };
}

/**
 * Puts a failed save's messages in its form: the server's field messages beside their fields
 * when it sent any, else its whole message (or `fallback`) as the form's `root` error; each
 * through `translate`. Answers whether any field message was placed.
 */
export function showSaveFailure<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fallback: string,
  translate: Translate = keep,
): boolean {
  const fields = Object.entries(getFieldErrors(error));
  for (const [field, message] of fields) {
    setError(field as Parameters<UseFormSetError<Values>>[0], { message: translate(message) });
  }
  if (fields.length === 0) {
    setError('root', { message: translate(getErrorMessage(error, fallback)) });
  }
  return fields.length > 0;
}

/**
 * Every message of a form's errors keyed by dotted path, the form's own (`root`) under '', each
 * through `translate` (the contract's English into the page's language).
 */
export function errorMessages(
  errors: FieldErrors,
  translate: Translate = keep,
): Record<string, string> {
  const found: Record<string, string> = {};
  function walk(node: unknown, path: string) {
    if (typeof node !== 'object' || node === null) return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') {
      found[path === 'root' ? '' : path] ??= translate(message);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  }
  walk(errors, '');
  return found;
}

/** Messages by dotted path ('modules.0.title') as react-hook-form's nested errors. */
export function fieldErrorsOf<Values extends FieldValues>(
  messages: Record<string, string>,
): FieldErrors<Values> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const keys = path === '' ? ['root'] : path.split('.');
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys.at(-1) ?? 'root'] = { type: 'validate', message };
  }
  return errors as FieldErrors<Values>;
}
