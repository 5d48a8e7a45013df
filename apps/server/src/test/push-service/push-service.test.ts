import { createECDH } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfc8291Example as example } from '../fixtures/rfc8291-example.ts';
import { decryptAes128gcm } from './aes128gcm.ts';
import { startPushService, type PushServiceStandIn } from './push-service.ts';

const b64 = (text: string) => Buffer.from(text, 'base64url');

describe('the push service stand-in', () => {
  it('decrypts RFC 8291’s own example to its plaintext', () => {
    const plaintext = decryptAes128gcm(b64(example.body), {
      privateKey: b64(example.uaPrivate),
      publicKey: b64(example.uaPublic),
      authSecret: b64(example.authSecret),
    });
    expect(plaintext.toString('utf8')).toBe(example.plaintext);
  });

  it('refuses the example once a byte of it changed', () => {
    const body = b64(example.body);
    body[body.length - 1]! ^= 1;
    expect(() =>
      decryptAes128gcm(body, {
        privateKey: b64(example.uaPrivate),
        publicKey: b64(example.uaPublic),
        authSecret: b64(example.authSecret),
      }),
    ).toThrow();
  });

  let service: PushServiceStandIn;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service.close());

  const vapid = webPush.generateVAPIDKeys();
  const send = (subscription: webPush.PushSubscription, keys = vapid, payload = 'hello') => {
    const request = webPush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: 'mailto:push@academy.test', ...keys },
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });
    return fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body!),
    });
  };

  it('takes a message signed with the subscription’s VAPID key and decrypts it', async () => {
    const subscription = service.subscribe(vapid.publicKey);
    const response = await send(subscription, vapid, 'এক ঘণ্টা পরে লাইভ ক্লাস');
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toMatch(/\/message\//);
    expect(service.delivered.at(-1)).toMatchObject({
      endpoint: subscription.endpoint,
      payload: 'এক ঘণ্টা পরে লাইভ ক্লাস',
      ttl: 60,
    });
  });

  it('answers 403 to another key, 401 to a forged signature and 410 once expired', async () => {
    const subscription = service.subscribe(vapid.publicKey);
    const other = webPush.generateVAPIDKeys();
    expect((await send(subscription, other)).status).toBe(403);

    // The token signed by another key, but claiming to be this one's (k=).
    const request = webPush.generateRequestDetails(subscription, 'x', {
      vapidDetails: { subject: 'mailto:push@academy.test', ...other },
      TTL: 60,
      contentEncoding: 'aes128gcm',
    });
    const headers = request.headers as Record<string, string>;
    headers.Authorization = headers.Authorization!.replace(/k=.*$/, `k=${vapid.publicKey}`);
    const forged = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body!),
    });
    expect(forged.status).toBe(401);
    expect(service.refused.at(-1)?.reason).toBe('the token signature does not verify');

    service.expire(subscription.endpoint);
    expect((await send(subscription)).status).toBe(410);
  });

  it('makes subscriptions a browser could: a P-256 key and a 16-octet secret', () => {
    const { keys } = service.subscribe(vapid.publicKey);
    expect(b64(keys.auth)).toHaveLength(16);
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    expect(browser.computeSecret(b64(keys.p256dh))).toHaveLength(32);
  });
});
