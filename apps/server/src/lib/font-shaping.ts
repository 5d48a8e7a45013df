import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';

/** A glyph where the shaper put it, in font units from the start of the text's baseline. */
export interface PlacedGlyph {
  /** Glyph index in the font file. */
  id: number;
  x: number;
  y: number;
  /** The characters this glyph stands for when text is copied out of a PDF ('' for none). */
  text: string;
}

/** Text laid out by HarfBuzz: glyphs substituted, reordered and positioned as the script needs. */
export interface ShapedText {
  text: string;
  glyphs: PlacedGlyph[];
  /** Advance of the whole text, in font units. */
  width: number;
}

/** A TrueType font that shapes text with HarfBuzz, which applies the font's OpenType rules. */
export interface ShapingFont {
  /** The PostScript name, e.g. "NotoSerifBengali-Bold". */
  name: string;
  /** The font file, for embedding. */
  bytes: Uint8Array;
  unitsPerEm: number;
  /** Whether the font has a glyph for this character (one code point). */
  has(char: string): boolean;
  shape(text: string): ShapedText;
}

const loaded = new Map<string, Promise<ShapingFont>>();

/** Opens a font file once per process; later calls share the parsed font. */
export function loadShapingFont(file: URL): Promise<ShapingFont> {
  let font = loaded.get(file.href);
  if (!font) {
    font = readFile(file).then((bytes) => openShapingFont(bytes, file));
    loaded.set(file.href, font);
  }
  return font;
}

function openShapingFont(bytes: Uint8Array, file: URL): ShapingFont {
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  // The character each glyph is the font's own glyph for (the first, if several share one).
  const charOfGlyph = new Map<number, string>();
  for (const codePoint of face.collectUnicodes()) {
    const glyph = font.nominalGlyph(codePoint);
    if (glyph && !charOfGlyph.has(glyph)) charOfGlyph.set(glyph, String.fromCodePoint(codePoint));
  }
  return {
    name: face.getName(6, 'en') || basename(fileURLToPath(file), '.ttf'),
    bytes,
    unitsPerEm: face.upem,
    has: (char) => Boolean(font.nominalGlyph(char.codePointAt(0) ?? 0)),
    shape: (text) => shape(font, charOfGlyph, text),
  };
}

function shape(font: hb.Font, charOfGlyph: Map<number, string>, text: string): ShapedText {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setClusterLevel(hb.ClusterLevel.CHARACTERS);
  // Joiners have done their work once shaped; drawn, they would be the space glyph.
  buffer.setFlags(hb.BufferFlag.REMOVE_DEFAULT_IGNORABLES);
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const texts = glyphTexts(text, infos, charOfGlyph);
  let pen = 0;
  const glyphs = infos.map((info, index) => {
    const position = positions[index]!;
    const glyph = { id: info.codepoint, x: pen + position.xOffset, y: position.yOffset };
    pen += position.xAdvance;
    return { ...glyph, text: texts[index]! };
  });
  return { text, glyphs, width: pen };
}

/**
 * What each glyph stands for, for text copied out of a PDF. Clusters are kept per character, so
 * a glyph's cluster runs from its first character to the next glyph's. A glyph that is the font's
 * own for a character of its cluster stands for that character; the first other glyph of a
 * cluster stands for the rest of it: the conjunct ক্ষ, the reph র্, the ya-phala ্য, the ে of ো
 * (whose া is a glyph of its own). Vowel signs drawn before their consonant keep that visual
 * order here; the exact text travels as /ActualText beside it.
 */
function glyphTexts(text: string, infos: hb.GlyphInfo[], charOfGlyph: Map<number, string>) {
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const charsOf = (cluster: number) => [
    ...text.slice(cluster, starts[starts.indexOf(cluster) + 1]).normalize('NFD'),
  ];
  const ownChar = ({ codepoint, cluster }: hb.GlyphInfo) => {
    const own = charOfGlyph.get(codepoint);
    const chars = charsOf(cluster);
    return own && [...own.normalize('NFD')].every((part) => chars.includes(part)) ? own : undefined;
  };
  const told = new Set<number>();
  return infos.map((info) => {
    const own = ownChar(info);
    if (own) return own;
    if (told.has(info.cluster)) return '';
    told.add(info.cluster);
    const rest = charsOf(info.cluster);
    for (const other of infos.filter((candidate) => candidate.cluster === info.cluster)) {
      for (const part of ownChar(other)?.normalize('NFD') ?? '') {
        const at = rest.indexOf(part);
        if (at >= 0) rest.splice(at, 1);
      }
    }
    return rest.join('').normalize('NFC');
  });
}
