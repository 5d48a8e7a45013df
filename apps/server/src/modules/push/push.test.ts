import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser, enrolIn } from '../../test/factories.ts';
import { startPushService, type PushServiceStandIn } from '../../test/push-service/push-service.ts';

type User = Awaited<ReturnType<typeof createUser>>;

let testApp: TestApp;
let pushService: PushServiceStandIn;
let instructor: User;
let learner: User;
let quiet: User;
let courseId: number;

beforeAll(async () => {
  pushService = await startPushService();
  testApp = await createTestApp();
  // The stand-in listens on plain http on this machine; real push services are https.
  testApp.config.webPush.allowHttpEndpoints = true;
  const { db } = testApp.app;
  instructor = await createUser(db, { role: 'instructor' });
  learner = await createUser(db);
  quiet = await createUser(db);
  courseId = (await createCourse(db, { instructorId: instructor.id, title: 'Survival analysis' }))
    .id;
  await enrolIn(db, learner.id, courseId);
  await enrolIn(db, quiet.id, courseId);
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

async function call(
  user: User | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return testApp.app.inject({
    method,
    url,
    headers: user ? await authHeader(testApp.app, user) : {},
    ...(payload ? { payload } : {}),
  });
}

/** A browser of `user` subscribing as the web app does: the academy's key, then the API. */
async function subscribeBrowser(user: User, language: 'en' | 'bn' = 'en') {
  const key = await call(user, 'GET', '/api/push/key/');
  expect(key.statusCode).toBe(200);
  const subscription = pushService.subscribe(key.json<{ public_key: string }>().public_key);
  const saved = await call(user, 'POST', '/api/push/subscriptions/', { ...subscription, language });
  expect(saved.statusCode).toBe(204);
  return subscription;
}

async function announce(title: string) {
  const response = await call(instructor, 'POST', '/api/announcements/create/', {
    course: courseId,
    title,
    content: 'Read chapter four before Thursday.',
  });
  expect(response.statusCode).toBe(201);
  await testApp.app.jobs.runQueued();
}

const deliveredTo = (endpoint: string) =>
  pushService.delivered
    .filter((message) => message.endpoint === endpoint)
    .map(
      (message) =>
        JSON.parse(message.payload) as {
          notification: { message: string; course_id: number };
          language: string;
        },
    );

describe('web push', () => {
  it('needs a signed-in caller and an https push service', async () => {
    expect((await call(null, 'GET', '/api/push/key/')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/push/preferences/')).statusCode).toBe(401);
    const subscription = pushService.subscribe('x');
    testApp.config.webPush.allowHttpEndpoints = false;
    const insecure = await call(learner, 'POST', '/api/push/subscriptions/', subscription);
    testApp.config.webPush.allowHttpEndpoints = true;
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json()).toEqual({
      endpoint: ['The push service address must be an https:// URL.'],
    });
    const badKeys = await call(learner, 'POST', '/api/push/subscriptions/', {
      endpoint: subscription.endpoint,
      keys: { p256dh: 'short', auth: subscription.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json()).toEqual({ 'keys.p256dh': ['Must be 87 characters of base64url.'] });
  });

  it('pushes an announcement once to each device, encrypted to it, in its language', async () => {
    const phone = await subscribeBrowser(learner, 'bn');
    const laptop = await subscribeBrowser(learner, 'en');
    await announce('Chapter four');
    // Running the queue again sends nothing twice.
    await testApp.app.jobs.runQueued();
    const onPhone = deliveredTo(phone.endpoint);
    expect(onPhone).toHaveLength(1);
    expect(onPhone[0]).toMatchObject({
      language: 'bn',
      notification: {
        course_id: courseId,
        message: 'New announcement in Survival analysis: Chapter four',
      },
    });
    expect(deliveredTo(laptop.endpoint)).toHaveLength(1);
    expect(deliveredTo(laptop.endpoint)[0]!.language).toBe('en');
  });

  it('keeps each kind off once the learner turns it off, for them alone', async () => {
    expect((await call(quiet, 'GET', '/api/push/preferences/')).json()).toEqual({
      announcements: true,
      live_classes: true,
      grades: true,
      forum_replies: true,
    });
    const choices = {
      announcements: false,
      live_classes: true,
      grades: true,
      forum_replies: false,
    };
    const saved = await call(quiet, 'PUT', '/api/push/preferences/', choices);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(choices);
    expect((await call(quiet, 'GET', '/api/push/preferences/')).json()).toEqual(choices);
    expect((await call(learner, 'GET', '/api/push/preferences/')).json()).toMatchObject({
      announcements: true,
    });

    const device = await subscribeBrowser(quiet);
    await announce('Chapter five');
    expect(deliveredTo(device.endpoint)).toEqual([]);
  });

  it('drops a subscription its push service answers 410 for', async () => {
    const old = await subscribeBrowser(learner);
    pushService.expire(old.endpoint);
    await announce('Chapter six');
    expect(pushService.refused.at(-1)).toMatchObject({ endpoint: old.endpoint, status: 410 });
    const kept = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, old.endpoint));
    expect(kept).toEqual([]);
  });

  it('moves a browser’s subscription to who signed in last, and lets only them remove it', async () => {
    const shared = await subscribeBrowser(learner);
    const moved = await call(quiet, 'POST', '/api/push/subscriptions/', shared);
    expect(moved.statusCode).toBe(204);
    const byLearner = await call(learner, 'DELETE', '/api/push/subscriptions/', {
      endpoint: shared.endpoint,
    });
    expect(byLearner.statusCode).toBe(404);
    expect(byLearner.json()).toEqual({ detail: 'This device is not subscribed.' });
    const byQuiet = await call(quiet, 'DELETE', '/api/push/subscriptions/', {
      endpoint: shared.endpoint,
    });
    expect(byQuiet.statusCode).toBe(204);
    const left = await testApp.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, shared.endpoint));
    expect(left).toEqual([]);
  });
});
