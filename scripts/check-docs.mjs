// The docs check (npm test): every file or folder the documentation names exists, and no comment
// in the code sends a reader to a document outside this repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

function exists(path, docFolder) {
  if (madeAtRunTime.test(path)) return true;
  // `contract/x.ts` is the docs' short name for packages/contract/src/x.ts.
  const clean = path.replace(/^\.\//, '').replace(/^contract\//, 'packages/contract/src/');
  if (existsSync(join(root, docFolder, clean))) return true;
  return !clean.startsWith('../') && bases.some((base) => existsSync(join(root, base, clean)));
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
for (const file of tracked.filter(
  (name) => name.endsWith('.md') && !name.includes('node_modules'),
)) {
  const docFolder = dirname(file);
  for (const { path, line } of namedPaths(readFileSync(join(root, file), 'utf8'))) {
    if (!exists(path, docFolder))
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
