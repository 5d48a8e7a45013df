import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A Button's colours come from its variant. Colour classes given beside a variant fight it, and
// which one wins depends on the order of Tailwind's stylesheet: the home page's 'Create your
// account' came out white on white that way. A colour a design needs is a variant of its own.

const sourceRoot = join(__dirname, '..', '..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

/** bg-*, text-* colours and border colours, with any state prefix (hover:, focus:). */
const colourClass =
  /(?:^|\s)(?:[a-z-]+:)*(?:bg|text|border)-(?:white|black|ink|brand|accent|slate|gray|red|amber|emerald|sky|danger|surface|line)(?:-\d+)?(?:\/\d+)?(?=\s|$)/;

describe('buttons', () => {
  it('take their colours from a variant, never from colour classes beside it', () => {
    const offenders: string[] = [];
    for (const file of sources(sourceRoot)) {
      const text = readFileSync(file, 'utf8');
      for (const element of text.matchAll(/<(?:Button|ButtonLink)\b[^>]*>/g)) {
        const className = /className="([^"]*)"/.exec(element[0])?.[1] ?? '';
        if (colourClass.test(className)) {
          offenders.push(`${relative(sourceRoot, file)}: ${className}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
