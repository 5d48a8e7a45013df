import type { FastifyInstance } from 'fastify';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { ReminderDeps } from './live-class-reminders.ts';

// Test-only pieces shared by the live-class test files.

/** A clock a test sets and moves. */
export function createTestClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(iso: string) {
      current = new Date(iso);
    },
    advanceMinutes(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** A mailer that keeps what it sends. */
export function createCapturingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

/** The secret parts of the meeting link a test schedules: no answer may ever contain them. */
export const MEETING_URL = 'https://meet.example.org/kq7-xzpa-wrt?pwd=S3cretPass';
export const MEETING_SECRETS = ['kq7-xzpa-wrt', 'S3cretPass'];

/** What the reminder sweep needs, taken from an app. */
export function reminderDeps(app: FastifyInstance): ReminderDeps {
  return { db: app.db, jobs: app.jobs, mailer: app.mailer, publicUrl: app.config.publicUrl };
}
