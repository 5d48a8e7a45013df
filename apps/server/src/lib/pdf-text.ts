import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { PdfShapedFont } from './pdf-shaped-font.ts';

/** One style of text: a standard PDF font, and embedded fonts for the characters it lacks. */
export interface PdfTextStyle {
  /** One of the standard PDF fonts, which write WinAnsi (Latin-1 and typographic punctuation). */
  standard: PDFFont;
  /** Tried in order for anything else, such as Bangla. */
  fallbacks: PdfShapedFont[];
}

interface SetRun {
  width: number;
  draw(page: PDFPage, x: number, y: number, color: Color): void;
}

const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
};

/**
 * Text in plain WinAnsi, for characters that no font at hand has. Latin-1 letters stay
 * ("José"), other accented letters lose their accent ("Dvořák" → "Dvorák"), typographic quotes
 * and dashes become plain ones, and anything else becomes "?".
 */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (/[\x20-\x7e\xa0-\xff]/.test(char)) return char;
      if (TYPOGRAPHIC[char]) return TYPOGRAPHIC[char];
      const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(folded) ? folded : '?';
    })
    .join('');
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Whether a standard font writes this character itself (WinAnsi), without folding it. */
function standardHas(font: PDFFont, char: string): boolean {
  let characters = characterSets.get(font);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    characterSets.set(font, characters);
  }
  return characters.has(char.codePointAt(0) ?? 0);
}

const fontHas = (font: PDFFont | PdfShapedFont, char: string) =>
  font instanceof PdfShapedFont ? font.font.has(char) : standardHas(font, char);

/**
 * The font for the next character, as a browser picks one: the first of the standard font and
 * the fallbacks that has it, else the standard font, which folds it with toWinAnsi. Spaces stay
 * in the current run so that a Bangla name is one run.
 */
function fontFor(char: string, style: PdfTextStyle, current?: PDFFont | PdfShapedFont) {
  if (current && /\s/.test(char) && fontHas(current, char)) return current;
  return [style.standard, ...style.fallbacks].find((font) => fontHas(font, char)) ?? style.standard;
}

/** Splits text into runs that one font each writes. */
function splitIntoRuns(text: string, style: PdfTextStyle) {
  const runs: { font: PDFFont | PdfShapedFont; text: string }[] = [];
  for (const char of text.normalize('NFC')) {
    const last = runs.at(-1);
    const font = fontFor(char, style, last?.font);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

function setRuns(text: string, style: PdfTextStyle, size: number): SetRun[] {
  return splitIntoRuns(text, style).map(({ font, text }): SetRun => {
    if (font instanceof PdfShapedFont) {
      const shaped = font.font.shape(text);
      return {
        width: (shaped.width * size) / font.font.unitsPerEm,
        draw: (page, x, y, color) => font.draw(page, shaped, { x, y, size, color }),
      };
    }
    const written = [...text]
      .map((char) => (standardHas(font, char) ? char : toWinAnsi(char)))
      .join('');
    // Glyph by glyph: pdf-lib's width of a string counts kerning pairs its drawText ignores.
    const width = [...written].reduce((sum, char) => sum + font.widthOfTextAtSize(char, size), 0);
    return {
      width,
      draw: (page, x, y, color) => page.drawText(written, { x, y, size, font, color }),
    };
  });
}

/** The width of text in this style at this size, in points. */
export function widthOfText(text: string, style: PdfTextStyle, size: number): number {
  return setRuns(text, style, size).reduce((total, run) => total + run.width, 0);
}

/** Draws text with the left end of its baseline at (x, y), each run in a font that has it. */
export function drawText(
  page: PDFPage,
  text: string,
  style: PdfTextStyle,
  options: { x: number; y: number; size: number; color: Color },
) {
  let x = options.x;
  for (const run of setRuns(text, style, options.size)) {
    run.draw(page, x, options.y, options.color);
    x += run.width;
  }
}
