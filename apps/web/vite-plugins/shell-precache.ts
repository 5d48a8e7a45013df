import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** The shell's locale namespaces (src/lib/i18n.ts SHELL_NAMESPACES) and /offline's, both languages. */
const SHELL_LOCALE = /^assets\/locale-(en|bn)-(common|nav|errors|pages|offline)-[\w-]+\.js$/;
const ALWAYS = /^(index\.html|favicon\.svg|icons\/[\w-]+\.png)$/;
/** The page that says what works offline must open offline on a first visit too. */
const OFFLINE_PAGE = 'src/features/offline/pages/offline-page.tsx';

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Keeps in the precache list only the app shell: index.html, the scripts it loads, the shell's
 * strings and the /offline page. Every other chunk is kept by the service worker once a page has
 * used it, so that a new browser (every journey of the e2e suite, a learner on costly data) does
 * not download the whole app ahead.
 */
export function shellOnly(distDir: string): ManifestTransform {
  return (entries) => {
    const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
    const wanted = new Set(
      [...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
    );
    const chunks = JSON.parse(
      readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ViteManifest;
    const pending = [OFFLINE_PAGE];
    while (pending.length > 0) {
      const chunk = chunks[pending.pop()!];
      if (!chunk || wanted.has(chunk.file)) continue;
      wanted.add(chunk.file);
      pending.push(...(chunk.imports ?? []));
    }
    const manifest = entries.filter(
      ({ url }) => ALWAYS.test(url) || SHELL_LOCALE.test(url) || wanted.has(url),
    );
    return Promise.resolve({ manifest, warnings: [] });
  };
}
