import { StandardFonts, type PDFDocument } from 'pdf-lib';
import { loadShapingFont } from '../../lib/font-shaping.ts';
import { PdfShapedFont } from '../../lib/pdf-shaped-font.ts';
import type { PdfTextStyle } from '../../lib/pdf-text.ts';

// Learners, courses and instructors are often named in Bangla. Noto Serif Bengali (SIL Open Font
// License, assets/fonts/OFL.txt) writes it beside Times; see docs/decisions/007.
const fontsFolder = new URL('../../../assets/fonts/', import.meta.url);

async function embedBengali(pdf: PDFDocument, file: string) {
  return new PdfShapedFont(pdf, await loadShapingFont(new URL(file, fontsFolder)));
}

/** The certificate's text styles, and the step that embeds their Bangla glyphs before saving. */
export async function embedCertificateFonts(pdf: PDFDocument) {
  const [regular, bold] = await Promise.all([
    embedBengali(pdf, 'NotoSerifBengali-Regular.ttf'),
    embedBengali(pdf, 'NotoSerifBengali-Bold.ttf'),
  ]);
  const style = async (standard: StandardFonts, bangla: PdfShapedFont): Promise<PdfTextStyle> => ({
    standard: await pdf.embedFont(standard),
    fallbacks: [bangla],
  });
  return {
    serif: await style(StandardFonts.TimesRoman, regular),
    serifBold: await style(StandardFonts.TimesRomanBold, bold),
    // The sans lines (date, code, link) are Latin; should Bangla reach them, the serif writes it.
    sans: await style(StandardFonts.Helvetica, regular),
    sansBold: await style(StandardFonts.HelveticaBold, bold),
    embedShapedFonts: () => Promise.all([regular.embed(), bold.embed()]),
  };
}
