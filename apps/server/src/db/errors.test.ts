import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './errors.ts';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailableError', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08001',
    '08003',
    '08006',
  ])('recognises code %s', (code) => {
    expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'PGlite is closed',
  ])('recognises the message "%s"', (message) => {
    expect(isDatabaseUnavailableError(new Error(message))).toBe(true);
  });

  it('looks through the cause drizzle wraps driver errors in', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailableError(wrapped)).toBe(true);
  });

  it('looks inside an AggregateError from trying several addresses', () => {
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailableError(new Error('Failed query', { cause: aggregate }))).toBe(true);
  });

  it('leaves ordinary query errors alone', () => {
    expect(isDatabaseUnavailableError(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailableError(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const looping: Error & { cause?: unknown } = new Error('loop');
    looping.cause = looping;
    expect(isDatabaseUnavailableError(looping)).toBe(false);
  });
});
