import { createHash, timingSafeEqual } from 'node:crypto';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Whether an IPN or a browser return really comes from SSLCommerz: verify_sign is md5 over
 * `key=value&…` of the fields named in verify_key plus store_passwd=md5(store password), keys
 * sorted (as the official SSLCommerz-Laravel library checks it). A notice without both fields, or
 * naming no fields, is not signed.
 */
export function isSignedBySslcommerz(
  fields: Record<string, unknown>,
  storePassword: string,
): boolean {
  const sign = fields.verify_sign;
  const keys = fields.verify_key;
  if (typeof sign !== 'string' || typeof keys !== 'string' || keys === '') return false;
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys.split(',')) {
    const value = fields[key];
    signed[key] = typeof value === 'string' ? value : '';
  }
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  const expected = Buffer.from(md5(text));
  const given = Buffer.from(sign.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
