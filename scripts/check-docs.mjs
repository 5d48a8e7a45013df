// The docs check (npm test): every file or folder the documentation names exists, and no comment
// in the code sends a reader to a document outside this repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/**
 * Where a path written in the docs may start: the repository's root, or the source folder of a
 * workspace, as the docs write `modules/catalogue/routes.ts` for the server's
 * `apps/server/src/modules/catalogue/routes.ts` and `features/classwork/` for the web's.
 */
const bases = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/server',
  'apps/web/src',
  'apps/web/src/features',
  'apps/web',
  'packages/contract/src',
  'packages/contract',
  'e2e',
];
const pathLike =
  /^(?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*(?:\.(?:ts|tsx|mjs|js|json|md|sql|yaml|yml|css|html|sh)|\/)$/;

/** Folders the running app creates: the data folder and the media store's prefixes. */
const madeAtRunTime = /^(?:data\/|submissions\/)/;

/**
 * What the repository holds: its files and their folders. The check reads this, not the disk, so
 * it answers the same on a fresh clone as on a machine with builds and data lying around.
 */
const held = new Set(['.', ...tracked]);
for (const file of tracked) {
  for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) {
    held.add(file.slice(0, cut));
  }
}

/** The places in the repository a path written in `docFolder` may mean. */
function candidates(path, docFolder) {
  // `contract/x.ts` is the docs' short name for packages/contract/src/x.ts.
  const clean = path.replace(/^\.\//, '').replace(/^contract\//, 'packages/contract/src/');
  const fromDoc = join(docFolder, clean);
  const fromBases = clean.startsWith('../') ? [] : bases.map((base) => join(base, clean));
  // A folder keeps its trailing slash: git's `dist/` pattern matches only what it knows is one.
  const folder = clean.endsWith('/') ? '/' : '';
  return [fromDoc, ...fromBases]
    .map((candidate) => candidate.replace(/\/$/, '') + folder)
    .filter((candidate) => !candidate.startsWith('..'));
}

/** Build outputs and other files git ignores on purpose (apps/web/dist/ …): made, not kept. */
function generated(paths) {
  if (paths.length === 0) return new Set();
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    input: paths.join('\n'),
    encoding: 'utf8',
  });
  return new Set(result.stdout.split('\n').filter(Boolean));
}

function exists(path, docFolder) {
  if (madeAtRunTime.test(path)) return true;
  return candidates(path, docFolder).some((place) => held.has(place.replace(/\/$/, '')));
}

/**
 * The entries of a folder map (a fenced block without a language whose lines start with a path):
 * a line at the margin names a path from the root, `a, b, c/` several; a line indented by two
 * names an entry of the folder above it. Deeper lines continue a description.
 */
function folderMapPaths(block, firstLine) {
  const found = [];
  let folder = null;
  block.forEach((line, index) => {
    const entry = /^( {0,2})(\S(?:[^ ]| (?! ))*)/.exec(line);
    if (!entry) return;
    const [, indent, head] = entry;
    const names = head.split(/,\s*/);
    if (!names.every((name) => pathLike.test(name) || /^[\w.-]+$/.test(name))) return;
    if (indent === '') {
      folder = names.length === 1 && head.endsWith('/') ? head : null;
      for (const name of names) found.push({ path: name, line: firstLine + index });
    } else if (folder && !/[<>*]/.test(folder + head)) {
      found.push({ path: folder + head, line: firstLine + index });
    }
  });
  return found;
}

/** Paths a Markdown file names: in inline code that looks like a path, link targets, folder maps. */
function namedPaths(text) {
  const found = [];
  const lines = text.split('\n');
  let block = null;
  lines.forEach((line, index) => {
    if (line.startsWith('```')) {
      if (block === null) block = { language: line.slice(3).trim(), start: index + 2, lines: [] };
      else {
        if (block.language === '') found.push(...folderMapPaths(block.lines, block.start));
        block = null;
      }
      return;
    }
    if (block !== null) {
      block.lines.push(line);
      return;
    }
    for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
      // Routes, globs, placeholders and package names are not files of this repository.
      if (code.startsWith('/') || /[*<>{}:?=]/.test(code) || !code.includes('/')) continue;
      if (code.startsWith('@academy/') || !pathLike.test(code)) continue;
      found.push({ path: code, line: index + 1 });
    }
    for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#|\/)/.test(target)) continue;
      found.push({ path: target.replace(/#.*$/, ''), line: index + 1 });
    }
  });
  return found;
}

/** What a comment may not cite: the issues, the spec and the design notes are not in the repository. */
const outsideReferences = [
  /\bissues? #?\d+\b/i,
  /\bsection \d+(?:\.\d+)*\b/i,
  /§\s*\d/,
  /\bARCHITECTURE\.md\b/,
  /\bCONVENTIONS\.md\b/,
  /\bnext-capabilities\b/,
  /\bspec\/(?:visitor|instructor)/,
];

const problems = [];
const missing = [];
for (const file of tracked.filter(
  (name) => name.endsWith('.md') && !name.includes('node_modules'),
)) {
  const docFolder = dirname(file);
  for (const { path, line } of namedPaths(readFileSync(join(root, file), 'utf8'))) {
    if (!exists(path, docFolder))
      missing.push({ file, line, path, places: candidates(path, docFolder) });
  }
}
const ignored = generated(missing.flatMap((miss) => miss.places));
for (const { file, line, path, places } of missing) {
  if (!places.some((place) => ignored.has(place))) {
    problems.push(`${file}:${line}: names ${path}, which does not exist`);
  }
}
// Migrations are history, applied as written: their comments stay as they were.
const codeFiles = tracked.filter(
  (name) => /\.(?:ts|tsx|mjs|js|css|sql)$/.test(name) && !name.includes('/db/migrations/'),
);
for (const file of codeFiles) {
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const reference = outsideReferences.find((pattern) => pattern.test(text));
      if (reference && file !== 'scripts/check-docs.mjs') {
        problems.push(
          `${file}:${index + 1}: cites a document outside the repository: ${text.trim()}`,
        );
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n✗ ${problems.length} problem(s): name files that exist; cite docs/ instead.`);
  process.exit(1);
}
console.log(
  'docs name only files that exist, and no comment cites a document outside the repository',
);
