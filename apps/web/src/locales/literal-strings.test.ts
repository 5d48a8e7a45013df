import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from '../test/i18n/find-literal-strings';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every component and hook of the app; tests and test helpers may use literal strings. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('user-visible strings come from the locale files', () => {
  it('no component renders a literal string (JSX text, text props, toasts)', () => {
    const literals = sourceFiles(sourceRoot).flatMap((file) =>
      findLiteralStrings(file, readFileSync(file, 'utf8')).map(
        (literal) => `${relative(sourceRoot, file)}:${literal.line}: ${literal.text}`,
      ),
    );
    expect(literals).toEqual([]);
  });
});

describe('findLiteralStrings', () => {
  const find = (source: string) =>
    findLiteralStrings('sample.tsx', source).map((literal) => literal.text);

  it('finds JSX text, literal children and literal text props', () => {
    expect(
      find(`
        export function Sample({ open }: { open: boolean }) {
          return (
            <div aria-label="Main menu">
              Hello world
              <span>{'Literal child'}</span>
              {open ? 'Hide' : t('show')}
              <img alt={\`Photo of \${name}\`} src="a.png" />
              <Field label="Email" placeholder="you@example.com" />
              <Button loadingText="Signing in...">{t('submit')}</Button>
              <Modal title="Saved" description={error ?? 'Try later'} />
            </div>
          );
        }
      `),
    ).toEqual([
      'Main menu',
      'Hello world',
      'Literal child',
      'Hide',
      'Photo of',
      'Email',
      'you@example.com',
      'Signing in...',
      'Saved',
      'Try later',
    ]);
  });

  it('finds literal toasts', () => {
    expect(
      find(`
        toast('Saved!');
        toast.success('Profile updated successfully!');
        toast.error(t('failed'));
      `),
    ).toEqual(['Saved!', 'Profile updated successfully!']);
  });

  it('ignores translated text, keys, symbols, numbers, entities and non-text attributes', () => {
    expect(
      find(`
        export function Sample() {
          return (
            <section className="flex gap-2" id="about-how" aria-labelledby="about-how">
              <h2>{t('about.title')}</h2>
              <p>{t('count', { count: 3 })} · {value}&nbsp;— 42 ৳{price} (+) %</p>
              <input type="email" name="email" autoComplete="email" inputMode="numeric" />
              <Link to="/faq" variant="outline">{t('faq')}</Link>
              <Trans i18nKey="intro.helpCenter" components={{ faq: <Link to="/faq" /> }} />
              <Field label={t('form.name')} placeholder={t('form.namePlaceholder')} />
              <span lang="bn">{LANGUAGE_LABELS.bn.short}</span>
            </section>
          );
        }
      `),
    ).toEqual([]);
  });

  it('allows only the small list of deliberate exceptions', () => {
    expect(
      find(`<><span>English</span><span>বাংলা</span><Field placeholder="01XXXXXXXXX" /></>`),
    ).toEqual([]);
    expect(find(`<><span>Bangla</span></>`)).toEqual(['Bangla']);
  });

  it('reports the line of each literal', () => {
    expect(findLiteralStrings('sample.tsx', `\n\n<p>\n  Oops\n</p>`)).toEqual([
      { line: 4, text: 'Oops' },
    ]);
  });
});
