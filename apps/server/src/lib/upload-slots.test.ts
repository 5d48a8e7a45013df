import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@academy/contract/uploads';
import { createUploadSlots, type UploadSlots } from './upload-slots.ts';

const redisUrl = process.env.TEST_REDIS_URL;
let nextUser = Math.floor(Math.random() * 1e9);

/** An upload that runs until `finish` is called. */
function pending() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('stored');
  });
  return { upload: () => done, finish };
}

async function refusal(slots: UploadSlots, userId: number) {
  try {
    await slots.hold(userId, async () => 'stored');
    return null;
  } catch (error) {
    return error as { statusCode: number; detail?: unknown; message: string };
  }
}

function behavesAsUploadSlots(make: () => UploadSlots) {
  it('lets a user hold two uploads, refuses a third with 429, and frees a slot when one ends', async () => {
    const slots = make();
    const user = nextUser++;
    const first = pending();
    const second = pending();
    const firstAnswer = slots.hold(user, first.upload);
    const secondAnswer = slots.hold(user, second.upload);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const third = await refusal(slots, user);
    expect(third?.statusCode).toBe(429);
    expect(third?.message).toBe(uploadMessages.tooManyAtOnce);
    expect(await refusal(slots, nextUser++)).toBeNull();

    first.finish();
    expect(await firstAnswer).toBe('stored');
    expect(await slots.hold(user, async () => 'again')).toBe('again');
    second.finish();
    await secondAnswer;
  });

  it('gives the slot back when the upload fails', async () => {
    const slots = make();
    const user = nextUser++;
    for (let i = 0; i < 3; i += 1) {
      await expect(
        slots.hold(user, async () => {
          throw new Error('refused file');
        }),
      ).rejects.toThrow('refused file');
    }
    expect(await refusal(slots, user)).toBeNull();
  });
}

describe('upload slots in one process', () => {
  behavesAsUploadSlots(() => createUploadSlots(null));
});

// Runs wherever a Redis server is given (TEST_REDIS_URL).
describe.runIf(redisUrl)('upload slots shared through redis', () => {
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  behavesAsUploadSlots(() => createUploadSlots(connect()));

  it('counts a user’s uploads across processes', async () => {
    const one = createUploadSlots(connect());
    const other = createUploadSlots(connect());
    const user = nextUser++;
    const first = pending();
    const second = pending();
    const answers = [one.hold(user, first.upload), other.hold(user, second.upload)];
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect((await refusal(one, user))?.statusCode).toBe(429);
    expect((await refusal(other, user))?.statusCode).toBe(429);
    first.finish();
    await answers[0];
    expect(await refusal(other, user)).toBeNull();
    second.finish();
    await answers[1];
  });

  it('keeps a long upload’s slot past its lease, and frees a dead process’s slot when it ends', async () => {
    const leaseMs = 300;
    const dying = connect();
    const crashed = createUploadSlots(dying, { max: 1, leaseMs });
    const survivor = createUploadSlots(connect(), { max: 1, leaseMs });
    const user = nextUser++;
    const long = pending();
    void crashed.hold(user, long.upload).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 2.5 * leaseMs));
    // Renewed while it runs.
    expect((await refusal(survivor, user))?.statusCode).toBe(429);

    dying.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 1.5 * leaseMs));
    expect(await refusal(survivor, user)).toBeNull();
  });
});
