import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptAes128gcm, type UserAgentKeys } from './aes128gcm.ts';
import { checkVapid } from './vapid.ts';

/** A message the stand-in accepted, decrypted with the subscription's keys. */
export type DeliveredMessage = { endpoint: string; payload: string; ttl: number; urgency?: string };

type Subscription = { keys: UserAgentKeys; applicationServerKey: string; gone: boolean };

export type PushServiceStandIn = {
  /**
   * A browser subscribing with `applicationServerKey` (the academy's VAPID public key): what
   * PushSubscription.toJSON() gives the page.
   */
  subscribe(applicationServerKey: string): {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  /** From now on the subscription's push resource answers 410 Gone (RFC 8030). */
  expire(endpoint: string): void;
  delivered: DeliveredMessage[];
  /** Requests refused, with the status and why. */
  refused: { endpoint: string; status: number; reason: string }[];
  close(): Promise<void>;
};

/**
 * A push service on this machine, written from RFC 8030 (delivery), RFC 8292 (VAPID) and RFC 8291
 * (payload encryption): each subscription is a push resource at /push/<id> that takes a POST with
 * a TTL header, an aes128gcm body and a vapid Authorization header signed by the key the
 * subscription was made with, and answers 201 Created with the message's Location.
 */
export async function startPushService(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const delivered: DeliveredMessage[] = [];
  const refused: PushServiceStandIn['refused'] = [];
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const endpoint = `${origin}${request.url ?? ''}`;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const subscription = subscriptions.get(endpoint);
    if (request.method !== 'POST') return refuse(405, 'push resources take POST');
    if (!subscription) return refuse(404, 'no such subscription');
    if (subscription.gone) return refuse(410, 'the subscription has expired');
    // RFC 8030: TTL is required.
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
      return refuse(400, 'TTL header missing or not a number');
    }
    let vapid;
    try {
      vapid = checkVapid(request.headers.authorization, origin);
    } catch (error) {
      return refuse(401, (error as Error).message);
    }
    // RFC 8292: the key must be the one the subscription was made with.
    if (vapid.publicKey !== subscription.applicationServerKey) {
      return refuse(403, 'the VAPID key is not the subscription’s');
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(415, 'Content-Encoding must be aes128gcm');
    }
    let payload: string;
    try {
      payload = decryptAes128gcm(Buffer.concat(chunks), subscription.keys).toString('utf8');
    } catch (error) {
      return refuse(400, `undecryptable: ${(error as Error).message}`);
    }
    const urgency = request.headers.urgency;
    delivered.push({ endpoint, payload, ttl, ...(typeof urgency === 'string' ? { urgency } : {}) });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  }

  return {
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const keys: UserAgentKeys = {
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret: randomBytes(16),
      };
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { keys, applicationServerKey, gone: false });
      return {
        endpoint,
        keys: {
          p256dh: publicKey.toString('base64url'),
          auth: keys.authSecret.toString('base64url'),
        },
      };
    },
    expire(endpoint) {
      const subscription = subscriptions.get(endpoint);
      if (subscription) subscription.gone = true;
    },
    delivered,
    refused,
    async close() {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    },
  };
}
