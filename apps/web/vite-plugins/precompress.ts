import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function compressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  // A copy that saves nothing is not written: the server then sends the file itself.
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Writes Brotli (.br) and gzip (.gz) copies of the browser build's text files once, at build
 * time, at the highest levels; the server's static files plugin sends them to browsers that
 * accept them. The server-side pre-renderer build is left alone.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'academy:precompress',
    apply: (_, env) => !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = await filesUnder(outDir);
      const worth = await Promise.all(
        files.map(async (file) => {
          if (!COMPRESSIBLE.has(extname(file))) return false;
          return (await stat(file)).size >= MIN_BYTES;
        }),
      );
      await Promise.all(files.filter((_, index) => worth[index]).map(compressFile));
    },
  };
}
