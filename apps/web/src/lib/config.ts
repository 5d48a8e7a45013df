import * as z from 'zod/mini';

/**
 * The only reader of import.meta.env. Values are parsed once with zod (the tree-shakable
 * zod/mini build, since this runs in the entry chunk); a bad value fails at start with a list of
 * what is wrong. Every variable is optional: the defaults serve the app and the API from one origin.
 */
const baseUrl = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^https?:\/\//.test(value) || value.startsWith('/'), {
      message: 'must be empty, an absolute http(s) URL or a path starting with /',
    }),
  ),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

const envSchema = z.object({
  /** Where the API lives; '' means the same origin (paths already start with /api). */
  VITE_API_BASE_URL: z._default(baseUrl, ''),
  /** Where uploaded media paths resolve; defaults to the API base. */
  VITE_MEDIA_BASE_URL: z.optional(baseUrl),
  /** The academy's one active social link (footer). */
  VITE_SOCIAL_URL: z._default(
    z.url({ error: 'must be an absolute URL' }),
    'https://www.facebook.com/',
  ),
  DEV: z._default(z.boolean(), false),
});

function parseEnv(env: Record<string, unknown>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    apiBaseUrl: values.VITE_API_BASE_URL,
    mediaBaseUrl: values.VITE_MEDIA_BASE_URL ?? values.VITE_API_BASE_URL,
    socialUrl: values.VITE_SOCIAL_URL,
    isDev: values.DEV,
  } as const;
}

export type WebConfig = ReturnType<typeof parseEnv>;

export const config: WebConfig = parseEnv(import.meta.env);
