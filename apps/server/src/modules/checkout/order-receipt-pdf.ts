import { ACADEMY_TIME_ZONE } from '@academy/contract/academy-time';
import { fromPoisha, toPoisha } from '@academy/contract/money';
import { PDFDocument, rgb } from 'pdf-lib';
import { drawText, widthOfText } from '../../lib/pdf-text.ts';
import { embedCertificateFonts } from '../learning/certificate-fonts.ts';

// A4 portrait, in PDF points.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const BRAND = rgb(0.05, 0.33, 0.45);
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.42, 0.48);

export type ReceiptData = {
  invoiceNumber: string;
  paidAt: Date;
  payerName: string;
  payerEmail: string;
  courseTitle: string;
  students: number;
  gateway: 'bkash' | 'sslcommerz';
  transactionId: string;
  amount: string;
  refundedAmount: string;
  /** VAT included in the amount, as a percentage; null leaves the VAT line out. */
  vatPercent: number | null;
  publicUrl: string;
};

const bdt = (amount: string) =>
  `BDT ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(amount))}`;

const gatewayName = { bkash: 'bKash', sslcommerz: 'SSLCommerz (card or mobile banking)' } as const;

/** The VAT an amount includes at `percent`, rounded to the poisha: amount × p / (100 + p). */
export function includedVat(amount: string, percent: number): string {
  const hundredths = BigInt(Math.round(percent * 100));
  const poisha = toPoisha(amount);
  const denominator = 10_000n + hundredths;
  return fromPoisha((poisha * hundredths * 2n + denominator) / (denominator * 2n));
}

/** The receipt of a paid order as a one-page PDF (English, names shaped when in Bangla). */
export async function renderReceiptPdf(receipt: ReceiptData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.invoiceNumber}`);
  pdf.setSubject(`Payment receipt for ${receipt.courseTitle}`);
  pdf.setCreator('Academy');
  pdf.setProducer('Academy');
  pdf.setCreationDate(receipt.paidAt);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const { serif, serifBold, sans, sansBold, embedShapedFonts } = await embedCertificateFonts(pdf);

  drawText(page, 'ACADEMY', sansBold, { x: 56, y: HEIGHT - 80, size: 14, color: BRAND });
  drawText(page, 'Payment receipt', serifBold, { x: 56, y: HEIGHT - 120, size: 28, color: INK });
  const paidOn = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ACADEMY_TIME_ZONE,
  }).format(receipt.paidAt);

  const rows: [string, string][] = [
    ['Order number', receipt.invoiceNumber],
    ['Paid on', `${paidOn} (Dhaka)`],
    ['Paid by', `${receipt.payerName} <${receipt.payerEmail}>`],
    ['Course', receipt.courseTitle],
    ['Students', String(receipt.students)],
    ['Paid with', gatewayName[receipt.gateway]],
    ['Transaction ID', receipt.transactionId],
  ];
  let y = HEIGHT - 180;
  for (const [label, value] of rows) {
    drawText(page, label, sans, { x: 56, y, size: 11, color: MUTED });
    drawText(page, value.slice(0, 90), serif, { x: 190, y, size: 12, color: INK });
    y -= 26;
  }
  y -= 10;
  page.drawLine({ start: { x: 56, y }, end: { x: WIDTH - 56, y }, thickness: 0.75, color: MUTED });
  y -= 30;
  const amountLine = (label: string, value: string, bold = false) => {
    const style = bold ? sansBold : sans;
    drawText(page, label, style, { x: 56, y, size: bold ? 14 : 12, color: INK });
    const width = widthOfText(value, style, bold ? 14 : 12);
    drawText(page, value, style, { x: WIDTH - 56 - width, y, size: bold ? 14 : 12, color: INK });
    y -= 24;
  };
  amountLine('Amount paid', bdt(receipt.amount), true);
  if (receipt.vatPercent !== null) {
    amountLine(
      `Of which VAT (${receipt.vatPercent}%, included)`,
      bdt(includedVat(receipt.amount, receipt.vatPercent)),
    );
  }
  if (toPoisha(receipt.refundedAmount) > 0n) amountLine('Refunded', bdt(receipt.refundedAmount));

  drawText(
    page,
    `Questions about this payment? Write to us at ${receipt.publicUrl}/contact`,
    sans,
    {
      x: 56,
      y: 72,
      size: 10,
      color: MUTED,
    },
  );
  await embedShapedFonts();
  return pdf.save({ useObjectStreams: false });
}
