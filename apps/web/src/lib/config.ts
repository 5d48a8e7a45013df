/**
 * The only reader of import.meta.env. Values are checked once, here; a bad value fails at start
 * with a list of what is wrong. Every variable is optional: the defaults serve the app and the API
 * from one origin. Checked by hand rather than with zod: this runs in the entry chunk, and zod
 * would be its largest library (README "Bundle budget").
 */

type Problems = string[];

function readBaseUrl(name: string, value: unknown, problems: Problems): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (
    typeof value !== 'string' ||
    !(text === '' || /^https?:\/\//.test(text) || text.startsWith('/'))
  ) {
    problems.push(`${name}: must be empty, an absolute http(s) URL or a path starting with /`);
    return undefined;
  }
  return text.replace(/\/+$/, '');
}

function readAbsoluteUrl(name: string, value: unknown, problems: Problems): string | undefined {
  if (value === undefined) return undefined;
  try {
    new URL(String(value));
    return String(value);
  } catch {
    problems.push(`${name}: must be an absolute URL`);
    return undefined;
  }
}

function parseEnv(env: Record<string, unknown>) {
  const problems: Problems = [];
  /** Where the API lives; '' means the same origin (paths already start with /api). */
  const apiBaseUrl = readBaseUrl('VITE_API_BASE_URL', env.VITE_API_BASE_URL, problems) ?? '';
  /** Where uploaded media paths resolve; defaults to the API base. */
  const mediaBaseUrl = readBaseUrl('VITE_MEDIA_BASE_URL', env.VITE_MEDIA_BASE_URL, problems);
  /** The academy's one active social link (footer). */
  const socialUrl = readAbsoluteUrl('VITE_SOCIAL_URL', env.VITE_SOCIAL_URL, problems);
  if (env.DEV !== undefined && typeof env.DEV !== 'boolean')
    problems.push('DEV: must be a boolean');
  if (problems.length > 0) {
    throw new Error(
      `Invalid web configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return {
    apiBaseUrl,
    mediaBaseUrl: mediaBaseUrl ?? apiBaseUrl,
    socialUrl: socialUrl ?? 'https://www.facebook.com/',
    isDev: env.DEV === true,
  } as const;
}

export type WebConfig = ReturnType<typeof parseEnv>;

export const config: WebConfig = parseEnv(import.meta.env);
