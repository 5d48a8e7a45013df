import { inflateSync } from 'node:zlib';

// Reading back what pdf-lib wrote, for tests of generated PDFs (certificates, receipts).

/** Every stream of the file, inflated where it is compressed. */
export function pdfStreams(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  // pdf-lib writes exactly "stream\n" and "\nendstream" around the data. An optional \r there
  // would eat a compressed stream's last byte whenever it happens to be 0x0D.
  return [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => {
    const body = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
}

/** The text drawn on the pages: every content stream, inflated. */
export function pageText(bytes: Buffer): string {
  // Standard-font text is written as hex strings: <4365727469...> Tj.
  return pdfStreams(bytes)
    .join('')
    .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}
