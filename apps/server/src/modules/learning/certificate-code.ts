import { randomBytes } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A new certificate code: 80 bits from the operating system's CSPRNG written as 16 characters of
 * RFC 4648 base32, so it survives being read aloud or typed (no 0/O or 1/l pairs) and cannot be
 * guessed or enumerated.
 */
export function generateCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}
