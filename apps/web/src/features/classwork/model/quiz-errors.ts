import type { z } from 'zod';

/** Zod issues as one message per dotted path ('questions.0.points'), the server's key shape. */
export function issuesByPath(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? 'form' : issue.path.map(String).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

/** The errors under one prefix ('questions.2.'), with the prefix taken off. */
export function errorsUnder(
  errors: Record<string, string>,
  prefix: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) found[key.slice(prefix.length)] = message;
  }
  return found;
}
