import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseCohorts } from '../../db/schema/cohorts.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { useClockedApp, type Person } from './cohort-test-helpers.ts';
import { addGroupTiers, paymentBody, submit } from '../enrolment/enrolment-test-helpers.ts';

const { app, db, setNow } = useClockedApp();

beforeEach(() => setNow('2026-12-05T06:00:00Z'));

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: Person,
  payload?: object,
) {
  return app().inject({
    method,
    url,
    ...(user ? { headers: await authHeader(app(), user) } : {}),
    ...(payload ? { payload } : {}),
  });
}

const batch = (overrides: Record<string, unknown> = {}) => ({
  name: 'Batch 8',
  starts_on: '2026-12-15',
  ends_on: '2027-02-15',
  enrolment_opens_on: '2026-12-01',
  enrolment_closes_on: '2026-12-20',
  seats: 30,
  price: null,
  ...overrides,
});

async function freeCourseWithCohort(overrides: Record<string, unknown> = {}) {
  const instructor = await createUser(db(), { role: 'instructor' });
  const course = await createCourse(db(), { price: '0.00', instructorId: instructor.id });
  const created = await call(
    'POST',
    `/api/courses/${course.id}/cohorts/`,
    instructor,
    batch(overrides),
  );
  expect(created.statusCode).toBe(201);
  return { instructor, course, cohort: created.json() as { cohort_id: number } };
}

const enrol = (user: Person, courseId: number, cohortId?: number) =>
  call('POST', '/api/enrollments/', user, {
    course_id: courseId,
    ...(cohortId === undefined ? {} : { cohort_id: cohortId }),
  });

describe('cohorts of a course', () => {
  it('are written by the course’s instructor only, with their rules checked', async () => {
    const { course, cohort } = await freeCourseWithCohort();
    const stranger = await createUser(db(), { role: 'instructor' });
    const learner = await createUser(db());
    expect(
      (await call('POST', `/api/courses/${course.id}/cohorts/`, stranger, batch())).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/courses/${course.id}/cohorts/`, learner, batch())).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/cohorts/${cohort.cohort_id}/`, stranger, batch())).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/cohorts/${cohort.cohort_id}/`, learner)).statusCode).toBe(
      403,
    );

    const admin = await createUser(db(), { role: 'admin' });
    const bad = await call(
      'POST',
      `/api/courses/${course.id}/cohorts/`,
      admin,
      batch({
        ends_on: '2026-12-01',
        enrolment_closes_on: '2027-03-01',
        seats: 0,
        starts_on: 'soon',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      starts_on: ['Enter a valid date.'],
      seats: ['Enter a whole number of seats from 1 to 10000.'],
    });
    const order = await call(
      'POST',
      `/api/courses/${course.id}/cohorts/`,
      admin,
      batch({ ends_on: '2026-12-10', enrolment_closes_on: '2026-12-12' }),
    );
    expect(order.json()).toEqual({
      ends_on: ['The last day cannot be before the first day.'],
      enrolment_closes_on: ['Enrolment must close by the cohort’s last day.'],
    });
  });

  it('show visitors the seats left, and a full cohort shows Sit Filled Up by itself', async () => {
    const { course, cohort } = await freeCourseWithCohort({ seats: 2 });
    const listed = await call('GET', `/api/courses/${course.id}/cohorts/`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toEqual({
      is_cohort_based: true,
      cohorts: [
        {
          cohort_id: cohort.cohort_id,
          name: 'Batch 8',
          starts_on: '2026-12-15',
          ends_on: '2027-02-15',
          enrolment_opens_on: '2026-12-01',
          enrolment_closes_on: '2026-12-20',
          seats: 2,
          seats_left: 2,
          price: null,
          is_full: false,
          can_enrol: true,
          phase: 'open',
          waiting_count: 0,
          my_waitlist: null,
          is_mine: false,
        },
      ],
    });
    const [first, second] = [await createUser(db()), await createUser(db())];
    expect((await enrol(first, course.id, cohort.cohort_id)).statusCode).toBe(201);
    expect((await enrol(second, course.id, cohort.cohort_id)).statusCode).toBe(201);
    const mine = (await call('GET', `/api/courses/${course.id}/cohorts/`, second)).json();
    expect(mine.cohorts[0]).toMatchObject({
      seats_left: 0,
      is_full: true,
      can_enrol: false,
      is_mine: true,
    });
    const [stored] = await db().select().from(enrollments).where(eq(enrollments.userId, first.id));
    expect(stored!.cohortId).toBe(cohort.cohort_id);
  });

  it('sells the last 3 seats to exactly 3 of 50 learners enrolling at once', async () => {
    const { course, cohort } = await freeCourseWithCohort({ seats: 5 });
    for (const _ of [1, 2]) {
      expect((await enrol(await createUser(db()), course.id, cohort.cohort_id)).statusCode).toBe(
        201,
      );
    }
    const learners = await Promise.all(Array.from({ length: 50 }, () => createUser(db())));
    const answers = await Promise.all(
      learners.map((learner) => enrol(learner, course.id, cohort.cohort_id)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(47);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      detail: 'This cohort is full. Join the waiting list to be offered a freed seat.',
    });
    const stored = await db()
      .select()
      .from(enrollments)
      .where(eq(enrollments.cohortId, cohort.cohort_id));
    expect(stored).toHaveLength(5);
  });

  it('asks for a cohort when the course has them, and refuses one of another course', async () => {
    const { course } = await freeCourseWithCohort();
    const other = await freeCourseWithCohort();
    const learner = await createUser(db());
    const none = await enrol(learner, course.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ cohort_id: ['Choose a cohort to join.'] });
    const wrong = await enrol(learner, course.id, other.cohort.cohort_id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: 'Cohort not found.' });
    const selfPaced = await createCourse(db(), { price: '0.00' });
    const named = await enrol(learner, selfPaced.id, other.cohort.cohort_id);
    expect(named.json()).toEqual({ cohort_id: ['This course has no cohorts; enrol without one.'] });
    expect((await enrol(learner, selfPaced.id)).statusCode).toBe(201);
  });

  it('opens and closes enrolment on Dhaka’s calendar, whatever the server’s zone', async () => {
    const { course, cohort } = await freeCourseWithCohort({
      enrolment_opens_on: '2026-12-10',
      enrolment_closes_on: '2026-12-12',
    });
    const learner = await createUser(db());
    // 23:59 on 9 December in Dhaka.
    setNow('2026-12-09T17:59:00Z');
    const early = await enrol(learner, course.id, cohort.cohort_id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Enrolment in this cohort is not open.' });
    expect(
      (await call('GET', `/api/courses/${course.id}/cohorts/`)).json().cohorts[0],
    ).toMatchObject({
      phase: 'upcoming',
      can_enrol: false,
    });
    // 00:00 on 10 December in Dhaka, still the 9th in UTC.
    setNow('2026-12-09T18:00:00Z');
    expect((await enrol(learner, course.id, cohort.cohort_id)).statusCode).toBe(201);
    // 00:00 on 13 December in Dhaka: closed.
    setNow('2026-12-12T18:00:00Z');
    expect((await enrol(await createUser(db()), course.id, cohort.cohort_id)).statusCode).toBe(400);
  });

  it('keeps seats at or above the places taken, and a cohort with learners cannot be deleted', async () => {
    const { instructor, course, cohort } = await freeCourseWithCohort({ seats: 3 });
    await enrol(await createUser(db()), course.id, cohort.cohort_id);
    await enrol(await createUser(db()), course.id, cohort.cohort_id);
    const lower = await call(
      'PUT',
      `/api/cohorts/${cohort.cohort_id}/`,
      instructor,
      batch({ seats: 1 }),
    );
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({ seats: ['This cohort already has 2 places taken.'] });
    const renamed = await call(
      'PUT',
      `/api/cohorts/${cohort.cohort_id}/`,
      instructor,
      batch({ name: 'Batch 9', seats: 2 }),
    );
    expect(renamed.json()).toMatchObject({
      name: 'Batch 9',
      seats: 2,
      seats_left: 0,
      is_full: true,
    });
    const refused = await call('DELETE', `/api/cohorts/${cohort.cohort_id}/`, instructor);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'This cohort has learners or payments and cannot be deleted.',
    });

    const empty = await call(
      'POST',
      `/api/courses/${course.id}/cohorts/`,
      instructor,
      batch({ name: 'Batch 10' }),
    );
    const id = empty.json().cohort_id as number;
    expect((await call('DELETE', `/api/cohorts/${id}/`, instructor)).statusCode).toBe(204);
    expect(await db().select().from(courseCohorts).where(eq(courseCohorts.id, id))).toEqual([]);
  });

  it('holds a paid cohort’s places while a manual payment waits, at the cohort’s own price', async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const course = await createCourse(db(), { price: '15000.00', instructorId: instructor.id });
    await addGroupTiers(db(), course.id);
    const created = await call(
      'POST',
      `/api/courses/${course.id}/cohorts/`,
      instructor,
      batch({ seats: 2, price: '9000.00' }),
    );
    const cohortId = created.json().cohort_id as number;
    const [payer, late, staff] = [
      await createUser(db()),
      await createUser(db()),
      await createUser(db(), { role: 'admin' }),
    ];
    const trio = await submit(
      app(),
      payer,
      paymentBody(course.id, {
        cohort_id: cohortId,
        payment_type: 'trio',
        paid_amount: '27000.00',
        teammate_one: { name: 'Rina Akter', email: 'rina@example.com', number: '01712345679' },
        teammate_two: { name: 'Karim Uddin', email: 'karim@example.com', number: '01712345670' },
      }),
    );
    expect(trio.statusCode).toBe(409);
    const wrongPrice = await submit(app(), payer, paymentBody(course.id, { cohort_id: cohortId }));
    expect(wrongPrice.json()).toEqual({
      paid_amount: ['The amount does not match the price of this course (৳9000.00).'],
    });
    const duo = await submit(
      app(),
      payer,
      paymentBody(course.id, {
        cohort_id: cohortId,
        payment_type: 'duo',
        paid_amount: '18000.00',
        teammate_one: { name: 'Rina Akter', email: 'rina@example.com', number: '01712345679' },
      }),
    );
    expect(duo.statusCode).toBe(201);
    const single = () =>
      submit(app(), late, paymentBody(course.id, { cohort_id: cohortId, paid_amount: '9000.00' }));
    expect((await single()).statusCode).toBe(409);
    const noCohort = await submit(app(), late, paymentBody(course.id, { paid_amount: '15000.00' }));
    expect(noCohort.json()).toEqual({ cohort_id: ['Choose a cohort to join.'] });

    // Staff reject the duo: its two places are free again.
    const rejected = await app().inject({
      method: 'POST',
      url: `/api/admin/payments/${duo.json().payment.id}/reject/`,
      headers: await authHeader(app(), staff),
      payload: { reason: 'No such transfer' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await single()).statusCode).toBe(201);
  });

  it('enrols an approved payment’s learners in its cohort', async () => {
    const instructor = await createUser(db(), { role: 'instructor' });
    const course = await createCourse(db(), { price: '5000.00', instructorId: instructor.id });
    const created = await call('POST', `/api/courses/${course.id}/cohorts/`, instructor, batch());
    const cohortId = created.json().cohort_id as number;
    const [payer, staff] = [await createUser(db()), await createUser(db(), { role: 'admin' })];
    const paid = await submit(app(), payer, paymentBody(course.id, { cohort_id: cohortId }));
    expect(paid.statusCode).toBe(201);
    const approved = await app().inject({
      method: 'POST',
      url: `/api/admin/payments/${paid.json().payment.id}/approve/`,
      headers: await authHeader(app(), staff),
    });
    expect(approved.statusCode).toBe(200);
    const [row] = await db().select().from(enrollments).where(eq(enrollments.userId, payer.id));
    expect(row).toMatchObject({ courseId: course.id, cohortId, source: 'payment' });
  });

  it('takes a waiting-list place only for a full cohort, once, and lets the learner leave', async () => {
    const { course, cohort } = await freeCourseWithCohort({ seats: 1 });
    const [first, waiter, second] = [
      await createUser(db()),
      await createUser(db()),
      await createUser(db()),
    ];
    const url = `/api/cohorts/${cohort.cohort_id}/waitlist/`;
    const early = await call('POST', url, waiter);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      detail: 'This cohort still has seats; enrol instead of waiting.',
    });
    await enrol(first, course.id, cohort.cohort_id);
    expect((await call('POST', url, first)).json()).toEqual({
      detail: 'You are already enrolled in this course.',
    });
    const joined = await call('POST', url, waiter);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      is_full: true,
      waiting_count: 1,
      my_waitlist: { status: 'waiting', position: 1, offer_expires_at: null },
    });
    expect((await call('POST', url, waiter)).json()).toEqual({
      detail: 'You are already on the waiting list for this cohort.',
    });
    expect((await call('POST', url, second)).json()).toMatchObject({
      my_waitlist: { position: 2 },
      waiting_count: 2,
    });
    expect((await call('DELETE', url, waiter)).statusCode).toBe(204);
    const listed = await call('GET', `/api/courses/${course.id}/cohorts/`, second);
    expect(listed.json().cohorts[0]).toMatchObject({
      waiting_count: 1,
      my_waitlist: { position: 1 },
    });
    expect((await call('DELETE', url, waiter)).json()).toEqual({
      detail: 'You are not on the waiting list for this cohort.',
    });
  });
});
