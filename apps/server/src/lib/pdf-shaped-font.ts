import { createHash } from 'node:crypto';
import type { Font, Subset } from '@pdf-lib/fontkit';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  beginText,
  endMarkedContent,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { ShapedText, ShapingFont } from './font-shaping.ts';

const parsedFonts = new WeakMap<ShapingFont, Promise<Font>>();

/** fontkit (for subsetting) loads in about half a second, so only once a PDF needs it. */
function parseFont(font: ShapingFont): Promise<Font> {
  let parsed = parsedFonts.get(font);
  if (!parsed) {
    parsed = import('@pdf-lib/fontkit').then(({ default: fontkit }) => fontkit.create(font.bytes));
    parsedFonts.set(font, parsed);
  }
  return parsed;
}

/**
 * A TrueType font in one PDF, drawing text glyph by glyph where HarfBuzz placed it. pdf-lib's own
 * drawText cannot: it lays text out with fontkit and drops the offsets that put Bengali vowel signs
 * and reph in place. The font goes in as a Type 0 font (Identity-H) holding only the glyphs drawn;
 * each drawn text is marked with /ActualText, so copying and search give back exactly that text.
 */
export class PdfShapedFont {
  private ref: PDFRef | undefined;
  /** Glyphs drawn so far, by glyph index in the font: CIDs count up from 1 in order of first use. */
  private readonly used = new Map<number, { cid: number; text: string }>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: ShapingFont,
  ) {}

  /** Draws shaped text with the left end of its baseline at (x, y). */
  draw(
    page: PDFPage,
    shaped: ShapedText,
    options: { x: number; y: number; size: number; color: Color },
  ) {
    const { x, y, size, color } = options;
    this.ref ??= this.pdf.context.nextRef();
    const scale = size / this.font.unitsPerEm;
    const key = page.node.newFontDictionary(this.font.name, this.ref);
    const actualText = `<</ActualText ${PDFHexString.fromText(shaped.text)}>>`;
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFillingColor(color),
      setFontAndSize(key, size),
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText]),
      ...shaped.glyphs.flatMap((glyph) => [
        setTextMatrix(1, 0, 0, 1, x + glyph.x * scale, y + glyph.y * scale),
        showText(PDFHexString.of(hex4(this.cidOf(glyph.id, glyph.text)))),
      ]),
      endMarkedContent(),
      endText(),
      popGraphicsState(),
    );
  }

  private cidOf(glyph: number, text: string): number {
    const entry = this.used.get(glyph) ?? { cid: this.used.size + 1, text: '' };
    entry.text ||= text;
    this.used.set(glyph, entry);
    return entry.cid;
  }

  /** Writes the font into the PDF: call after the last draw, before saving. */
  async embed(): Promise<void> {
    if (!this.ref) return;
    const { context } = this.pdf;
    const font = await parseFont(this.font);
    const subset = font.createSubset();
    const glyphs = [...this.used.keys()]; // in CID order, from CID 1
    const cidToGid = Buffer.alloc(2 * (glyphs.length + 1));
    glyphs.forEach((glyph, index) =>
      cidToGid.writeUInt16BE(subset.includeGlyph(glyph), 2 * (index + 1)),
    );
    const program = await encodeSubset(subset);

    const scale = 1000 / font.unitsPerEm;
    const baseFont = `${subsetTag(glyphs)}+${this.font.name}`;
    const { minX, minY, maxX, maxY } = font.bbox;
    const descriptor = context.obj({
      Type: 'FontDescriptor',
      FontName: baseFont,
      Flags: 4, // symbolic: glyphs outside the standard Latin character set
      FontBBox: [minX * scale, minY * scale, maxX * scale, maxY * scale],
      ItalicAngle: font.italicAngle,
      Ascent: font.ascent * scale,
      Descent: font.descent * scale,
      CapHeight: (font.capHeight || font.ascent) * scale,
      StemV: 0,
      FontFile2: context.register(context.flateStream(program, { Length1: program.length })),
    });
    const cidFont = context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseFont,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: context.register(descriptor),
      CIDToGIDMap: context.register(context.flateStream(cidToGid)),
      W: [1, glyphs.map((glyph) => font.getGlyph(glyph).advanceWidth * scale)],
    });
    const toUnicode = toUnicodeCMap([...this.used.values()]);
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [context.register(cidFont)],
        ToUnicode: context.register(context.flateStream(toUnicode)),
      }),
    );
  }
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex');

function encodeSubset(subset: Subset): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (part) => parts.push(part))
      .on('end', () => resolve(Buffer.concat(parts)));
  });
}

/** Six capital letters naming this subset, as PDF asks of subset fonts (ISO 32000-1, 9.6.4). */
function subsetTag(glyphs: number[]): string {
  const digest = createHash('sha256').update(glyphs.join(',')).digest();
  return [...digest.subarray(0, 6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('');
}

/** Maps each CID back to its characters, at most 100 to a block as the CMap format requires. */
function toUnicodeCMap(entries: { cid: number; text: string }[]): string {
  const mapped = entries.filter((entry) => entry.text);
  const blocks: string[] = [];
  for (let start = 0; start < mapped.length; start += 100) {
    const block = mapped.slice(start, start + 100);
    const lines = block.map(({ cid, text }) => `<${hex4(cid)}> <${utf16Hex(text)}>`);
    blocks.push(`${block.length} beginbfchar\n${lines.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
