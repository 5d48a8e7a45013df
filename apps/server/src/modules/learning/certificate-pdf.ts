import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-time';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Certificate } from '@academy/contract/learning';
import { drawText, widthOfText, type PdfTextStyle } from '../../lib/pdf-text.ts';
import { embedCertificateFonts } from './certificate-fonts.ts';

// A4 landscape, in PDF points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const BRAND = rgb(0.05, 0.33, 0.45);
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);

/** Breaks text into lines no wider than `maxWidth` at this size. */
function wrap(text: string, style: PdfTextStyle, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOfText(candidate, style, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function centred(
  page: PDFPage,
  text: string,
  y: number,
  style: PdfTextStyle,
  size: number,
  color = INK,
) {
  const x = (WIDTH - widthOfText(text, style, size)) / 2;
  drawText(page, text, style, { x, y, size, color });
}

/** The QR code as one vector path of dark squares, `size` points wide, lower-left at (x, y). */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  // drawSvgPath's origin is the top-left corner, with y growing downwards as in SVG.
  page.drawSvgPath(path, { x, y: y + size, scale: cell, color: rgb(0, 0, 0) });
}

/** The day of issue on the academy's calendar, as the verification page shows it. */
const issuedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: ACADEMY_TIME_ZONE }).format(
    new Date(iso),
  );

/**
 * The certificate as a one-page PDF: learner, course, instructor, date, code, and a QR code
 * pointing at the public verification page `verifyUrl`.
 */
export async function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion - ${certificate.course_title}`);
  pdf.setSubject(`Certificate ${certificate.code}`);
  pdf.setKeywords([certificate.code, verifyUrl]);
  pdf.setCreator('Academy');
  pdf.setProducer('Academy');
  pdf.setCreationDate(new Date(certificate.issued_at));

  const page = pdf.addPage([WIDTH, HEIGHT]);
  const { serif, serifBold, sans, sansBold, embedShapedFonts } = await embedCertificateFonts(pdf);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: BRAND,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: BRAND,
    borderWidth: 0.75,
  });

  centred(page, 'ACADEMY', HEIGHT - 96, sansBold, 14, BRAND);
  centred(page, 'Certificate of Completion', HEIGHT - 150, serifBold, 38, INK);
  centred(page, 'This certifies that', HEIGHT - 200, serif, 16, MUTED);
  centred(page, certificate.learner_name, HEIGHT - 245, serifBold, 32, BRAND);
  centred(page, 'has successfully completed the course', HEIGHT - 285, serif, 16, MUTED);

  const titleLines = wrap(certificate.course_title, serifBold, 22, WIDTH - 260).slice(0, 2);
  titleLines.forEach((line, index) =>
    centred(page, line, HEIGHT - 322 - index * 28, serifBold, 22),
  );
  const afterTitle = HEIGHT - 322 - titleLines.length * 28;
  centred(page, `taught by ${certificate.instructor_name}`, afterTitle - 8, serif, 15, INK);
  if (certificate.grade_percent !== null) {
    centred(page, `with a grade of ${certificate.grade_percent}%`, afterTitle - 34, serif, 15, INK);
  }

  const footY = 78;
  const footer = (text: string, y: number, style: PdfTextStyle, size: number, color = INK) =>
    drawText(page, text, style, { x: 70, y, size, color });
  footer(`Issued on ${issuedOn(certificate.issued_at)}`, footY + 40, sans, 12);
  footer(`Certificate code: ${certificate.code}`, footY + 20, sansBold, 12);
  footer(`Verify at ${verifyUrl}`, footY, sans, 10, MUTED);
  drawQrCode(page, verifyUrl, WIDTH - 70 - 96, footY - 10, 96);

  await embedShapedFonts();
  // Plain objects (no object streams) keep the file readable by the simplest PDF tools.
  return pdf.save({ useObjectStreams: false });
}
