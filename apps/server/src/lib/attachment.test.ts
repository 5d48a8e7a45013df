import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment.ts';

describe('attachmentDisposition', () => {
  it('sends a plain ASCII name as it is', () => {
    expect(attachmentDisposition('receipt-INV-2026-00001.pdf')).toBe(
      'attachment; filename="receipt-INV-2026-00001.pdf"',
    );
  });

  it('gives any other name an ASCII stand-in and the exact UTF-8 name', () => {
    expect(attachmentDisposition('ফলাফল "final".pdf')).toBe(
      'attachment; filename="_______final_.pdf"; ' +
        "filename*=UTF-8''%E0%A6%AB%E0%A6%B2%E0%A6%BE%E0%A6%AB%E0%A6%B2%20%22final%22.pdf",
    );
  });
});
