import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cohortWaitlist } from '../../db/schema/cohorts.ts';
import { notifications } from '../../db/schema/community.ts';
import { courseModules } from '../../db/schema/course-content.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { createCapturingMailer } from '../live-classes/live-classes-test-helpers.ts';
import { sendCohortNotices } from './cohort-notices.ts';
import { useClockedApp, type Person } from './cohort-test-helpers.ts';

const mailer = createCapturingMailer();
const { app, db, setNow } = useClockedApp(mailer);
let now = '2026-12-05T06:00:00Z';
const at = (iso: string) => {
  now = iso;
  setNow(iso);
};

beforeEach(() => {
  at('2026-12-05T06:00:00Z');
  mailer.sent.length = 0;
});

/** One sweep as the recurring job runs it, then the mails and pushes it queued. */
async function sweep() {
  const deps = {
    db: db(),
    jobs: app().jobs,
    mailer: app().mailer,
    bus: app().bus,
    publicUrl: app().config.publicUrl,
  };
  await sendCohortNotices(deps, new Date(now));
  await app().jobs.runQueued();
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: Person,
  payload?: object,
) {
  return app().inject({
    method,
    url,
    headers: await authHeader(app(), user),
    ...(payload ? { payload } : {}),
  });
}

const mailsTo = (user: { email: string }) =>
  mailer.sent.filter((mail) => mail.to === user.email).map((mail) => mail.subject);

async function noticesOf(userId: number) {
  const rows = await db()
    .select({ message: notifications.message, type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'cohort')))
    .orderBy(notifications.id);
  return rows.map((row) => row.message);
}

async function courseWithCohort(seats: number | null, title = 'Clinical ML') {
  const instructor = await createUser(db(), { role: 'instructor' });
  const course = await createCourse(db(), { price: '0.00', instructorId: instructor.id, title });
  const batch = {
    name: 'Batch 8',
    starts_on: '2026-12-15',
    ends_on: '2027-02-15',
    enrolment_opens_on: '2026-12-01',
    enrolment_closes_on: '2026-12-20',
    seats,
    price: null,
  };
  const created = await call('POST', `/api/courses/${course.id}/cohorts/`, instructor, batch);
  expect(created.statusCode).toBe(201);
  const cohortId = created.json<{ cohort_id: number }>().cohort_id;
  return { instructor, course, cohortId, batch };
}

const enrol = (user: Person, courseId: number, cohortId: number) =>
  call('POST', '/api/enrollments/', user, { course_id: courseId, cohort_id: cohortId });

describe('a full cohort’s waiting list', () => {
  it('offers a freed seat to the next in line for 24 hours, then passes it on', async () => {
    const { instructor, course, cohortId, batch } = await courseWithCohort(1);
    const first = await createUser(db());
    const next = await createUser(db(), { language: 'bn' });
    const later = await createUser(db());
    expect((await enrol(first, course.id, cohortId)).statusCode).toBe(201);
    const line = `/api/cohorts/${cohortId}/waitlist/`;
    expect((await call('POST', line, next)).statusCode).toBe(201);
    expect((await call('POST', line, later)).statusCode).toBe(201);

    // No seat free: nobody is offered one.
    await sweep();
    expect([...mailsTo(next), ...mailsTo(later)]).toEqual([]);

    // The instructor adds a seat: the first in line is offered it, once.
    const raised = await call('PUT', `/api/cohorts/${cohortId}/`, instructor, {
      ...batch,
      seats: 2,
    });
    expect(raised.statusCode).toBe(200);
    await sweep();
    await sweep();
    expect(await noticesOf(next.id)).toEqual([
      'A seat is yours in Clinical ML (Batch 8) for 24 hours',
    ]);
    expect(mailsTo(next)).toEqual(['Clinical ML (Batch 8)-এ ২৪ ঘণ্টার জন্য একটি আসন আপনার']);
    const offerMail = mailer.sent.find((mail) => mail.to === next.email)!;
    expect(offerMail.text).toContain('৬ ডিসেম্বর, ২০২৬');
    expect(offerMail.text).toContain(`/courses/${course.id}`);
    expect(mailsTo(later)).toEqual([]);
    expect(await noticesOf(later.id)).toEqual([]);

    // The seat is held for them: the next one cannot take it.
    const listed = await call('GET', `/api/courses/${course.id}/cohorts/`, next);
    expect(listed.json().cohorts[0]).toMatchObject({
      seats_left: 0,
      can_enrol: true,
      my_waitlist: { status: 'offered', position: 1, offer_expires_at: '2026-12-06T06:00:00.000Z' },
    });
    const taken = await enrol(later, course.id, cohortId);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'This cohort is full. Join the waiting list to be offered a freed seat.',
    });

    // A day later the offer has passed to the next in line, who enrols.
    at('2026-12-06T06:00:01Z');
    await sweep();
    expect(mailsTo(later)).toEqual(['A seat is yours in Clinical ML (Batch 8) for 24 hours']);
    const lapsed = await enrol(next, course.id, cohortId);
    expect(lapsed.statusCode).toBe(409);
    expect((await enrol(later, course.id, cohortId)).statusCode).toBe(201);
    const places = await db()
      .select({ userId: cohortWaitlist.userId, status: cohortWaitlist.status })
      .from(cohortWaitlist)
      .where(eq(cohortWaitlist.cohortId, cohortId))
      .orderBy(cohortWaitlist.id);
    expect(places).toEqual([
      { userId: next.id, status: 'expired' },
      { userId: later.id, status: 'taken' },
    ]);
    await sweep();
    expect([...mailsTo(next), ...mailsTo(later)]).toHaveLength(2);
  });

  it('offers nothing once the cohort’s enrolment has closed', async () => {
    const { instructor, course, cohortId, batch } = await courseWithCohort(1);
    const [first, waiting] = [await createUser(db()), await createUser(db())];
    await enrol(first, course.id, cohortId);
    expect((await call('POST', `/api/cohorts/${cohortId}/waitlist/`, waiting)).statusCode).toBe(
      201,
    );
    await call('PUT', `/api/cohorts/${cohortId}/`, instructor, { ...batch, seats: 2 });
    at('2026-12-20T18:00:00Z'); // 21 December in Dhaka: enrolment closed on the 20th.
    await sweep();
    expect(mailsTo(waiting)).toEqual([]);
  });
});

describe('a module opening on schedule', () => {
  it('tells each learner once, on Dhaka’s day N of their cohort, by notification and mail', async () => {
    const { instructor, course, cohortId } = await courseWithCohort(
      null,
      'Statistics for clinicians',
    );
    const [module] = await db()
      .insert(courseModules)
      .values({ courseId: course.id, title: 'Week 2: Regression', position: 2 })
      .returning();
    const rule = await call('PUT', `/api/modules/${module!.id}/release/`, instructor, {
      opens_after_days: 7,
      opens_on: null,
    });
    expect(rule.statusCode).toBe(200);
    const learner = await createUser(db());
    const bangla = await createUser(db(), { language: 'bn' });
    expect((await enrol(learner, course.id, cohortId)).statusCode).toBe(201);
    expect((await enrol(bangla, course.id, cohortId)).statusCode).toBe(201);

    // 21 December, 23:59 in Dhaka: the module opens on the 22nd (day 7 from the 15th).
    at('2026-12-21T17:59:00Z');
    await sweep();
    expect(await noticesOf(learner.id)).toEqual([]);

    at('2026-12-21T18:00:30Z');
    const live: unknown[] = [];
    const stop = await app().bus.subscribe(learner.id, (event) => live.push(event));
    await sweep();
    await sweep();
    stop();
    // Told live too: an open page's bell rings without a reload.
    expect(live).toEqual([
      expect.objectContaining({
        type: 'notification',
        data: expect.objectContaining({
          message: 'Now open in Statistics for clinicians: Week 2: Regression',
        }),
      }),
    ]);
    expect(await noticesOf(learner.id)).toEqual([
      'Now open in Statistics for clinicians: Week 2: Regression',
    ]);
    expect(mailsTo(learner)).toEqual(['Now open in Statistics for clinicians: Week 2: Regression']);
    expect(mailsTo(bangla)).toEqual(['Statistics for clinicians-এ এখন খোলা: Week 2: Regression']);
    expect(mailer.sent.find((mail) => mail.to === learner.email)!.text).toContain(
      `/course/${course.id}/progress`,
    );
    expect(await noticesOf(instructor.id)).toEqual([]);
  });

  it('does not tell a learner who enrolled after it opened', async () => {
    const { instructor, course, cohortId } = await courseWithCohort(null);
    const [module] = await db()
      .insert(courseModules)
      .values({ courseId: course.id, title: 'Week 1', position: 1 })
      .returning();
    await call('PUT', `/api/modules/${module!.id}/release/`, instructor, {
      opens_after_days: null,
      opens_on: '2026-12-16',
    });
    at('2026-12-17T04:00:00Z');
    const late = await createUser(db());
    expect((await enrol(late, course.id, cohortId)).statusCode).toBe(201);
    await sweep();
    expect(mailsTo(late)).toEqual([]);
  });
});
