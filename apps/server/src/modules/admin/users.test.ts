import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { enrollments } from '../../db/schema/enrolment.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let headers: Record<string, string>;
const app = () => testApp.app;
const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createUser(db(), { role: 'admin' });
  headers = await authHeader(app(), staff);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/admin/users/', () => {
  it('searches by name, email or phone and counts enrolments, paginated', async () => {
    const nusrat = await createUser(db(), {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      email: 'nusrat.jahan@hospital.example',
      phone: '01755500011',
    });
    const course = await createCourse(db());
    await db()
      .insert(enrollments)
      .values({ userId: nusrat.id, courseId: course.id, source: 'admin' });
    for (const search of ['nusrat jahan', 'HOSPITAL.example', '5550001']) {
      const response = await app().inject({
        method: 'GET',
        url: `/api/admin/users/?search=${encodeURIComponent(search)}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: nusrat.id,
            first_name: 'Nusrat',
            last_name: 'Jahan',
            email: 'nusrat.jahan@hospital.example',
            phone: '01755500011',
            role: 'learner',
            email_verified: true,
            created_at: nusrat.createdAt.toISOString(),
            last_login_at: null,
            enrollments_count: 1,
          },
        ],
      });
    }
    const paged = await app().inject({
      method: 'GET',
      url: '/api/admin/users/?page_size=1&page=1',
      headers,
    });
    expect(paged.json().results).toHaveLength(1);
    expect(paged.json().next).toBe('/api/admin/users/?page_size=1&page=2');
    const byRole = await app().inject({
      method: 'GET',
      url: '/api/admin/users/?role=admin',
      headers,
    });
    expect(byRole.json().results.every((user: { role: string }) => user.role === 'admin')).toBe(
      true,
    );
  });

  it("shows one user's enrolments", async () => {
    const learner = await createUser(db());
    const course = await createCourse(db());
    await db()
      .insert(enrollments)
      .values({ userId: learner.id, courseId: course.id, source: 'free' });
    const response = await app().inject({
      method: 'GET',
      url: `/api/admin/users/${learner.id}/`,
      headers,
    });
    expect(response.json()).toMatchObject({
      id: learner.id,
      enrollments_count: 1,
      enrollments: [{ course_id: course.id, course_title: course.title, source: 'free' }],
    });
    expect(
      (await app().inject({ method: 'GET', url: '/api/admin/users/99999999/', headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/users/{id}/', () => {
  it('changes the role and audits who did it', async () => {
    const learner = await createUser(db());
    const response = await app().inject({
      method: 'PATCH',
      url: `/api/admin/users/${learner.id}/`,
      headers,
      payload: { role: 'instructor' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: learner.id, role: 'instructor' });
    const [stored] = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, learner.id));
    expect(stored!.role).toBe('instructor');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_change'), eq(auditLog.entityId, learner.id)));
    expect(entry).toMatchObject({
      actorId: staff.id,
      entityType: 'user',
      details: { from: 'learner', to: 'instructor' },
    });
  });

  it('refuses an unknown role and changing your own role', async () => {
    const learner = await createUser(db());
    const bad = await app().inject({
      method: 'PATCH',
      url: `/api/admin/users/${learner.id}/`,
      headers,
      payload: { role: 'superuser' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ role: ['Select a valid choice: learner, instructor, admin.'] });
    const own = await app().inject({
      method: 'PATCH',
      url: `/api/admin/users/${staff.id}/`,
      headers,
      payload: { role: 'learner' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: 'You cannot change your own role.' });
  });
});
