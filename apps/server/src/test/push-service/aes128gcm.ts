import { createDecipheriv, createECDH, createHmac } from 'node:crypto';

/** The keys a browser keeps for one subscription (RFC 8291). */
export type UserAgentKeys = { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer };

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const ONE = Buffer.from([1]);

/**
 * Decrypts a Web Push message body as the user agent does: RFC 8188's aes128gcm header (salt,
 * record size, key id), the key id being the sender's ephemeral public key (RFC 8291),
 * then RFC 8291's key derivation (ECDH, then HKDF with the auth secret, then HKDF
 * with the salt) and one AES-128-GCM record whose padding ends at the 0x02 delimiter.
 */
export function decryptAes128gcm(body: Buffer, keys: UserAgentKeys): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  if (keyIdLength !== 65) throw new Error('the key id must be the 65-octet sender key');
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('a push message is one record');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  // HKDF-Extract(auth_secret, ecdh_secret), then Expand with "WebPush: info" || 0 || ua || as.
  const prkKey = hmac(keys.authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, ONE]));
  // RFC 8188: the content key and the nonce from the salt.
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record must end with the 0x02 delimiter');
  return padded.subarray(0, end);
}
