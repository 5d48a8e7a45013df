import { sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type Overview } from '@academy/contract/admin';
import { addMoney } from '@academy/contract/money';
import type { Db } from '../../db/client.ts';

/**
 * Days are counted in Bangladesh time. Bangladesh keeps UTC+6 all year (no daylight saving), so a
 * fixed offset is exact and needs no time-zone database (PGlite ships none).
 */
const localDay = (column: ReturnType<typeof sql>) =>
  sql`((${column} at time zone 'UTC') + interval '6 hours')::date`;
const today = sql`((now() at time zone 'UTC') + interval '6 hours')::date`;
/** The first instant of the first day of the window, as a timestamptz. */
const windowStart = sql`(((${today} - ${OVERVIEW_DAYS - 1}::int) - interval '6 hours') at time zone 'UTC')`;

type DayRow = { date: string; value: string | number };

/** One aggregate per series over an index range scan, with every day present (zeros included). */
async function perDay(db: Db, source: ReturnType<typeof sql>): Promise<DayRow[]> {
  const result = await db.execute<DayRow>(sql`
    with days as (
      select (${today} - offs)::date as day from generate_series(0, ${OVERVIEW_DAYS - 1}::int) as offs
    ), totals as (${source})
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(totals.value, 0)::text as value
    from days left join totals on totals.day = days.day
    order by days.day
  `);
  return result.rows;
}

/** GET /api/admin/overview/: pending payments now; enrolments and approved revenue per day. */
export async function getOverview(db: Db): Promise<Overview> {
  const [pending, enrolments, revenue] = await Promise.all([
    db.execute<{ count: number }>(
      sql`select count(*)::int as count from payment_submissions where status = 'pending'`,
    ),
    perDay(
      db,
      sql`select ${localDay(sql`enrolled_at`)} as day, count(*) as value from enrollments
          where enrolled_at >= ${windowStart} group by 1`,
    ),
    perDay(
      db,
      sql`select ${localDay(sql`reviewed_at`)} as day, sum(paid_amount) as value
          from payment_submissions
          where status = 'approved' and reviewed_at >= ${windowStart} group by 1`,
    ),
  ]);
  const days = enrolments.map((day, index) => ({
    date: day.date,
    enrollments: Number(day.value),
    revenue: addMoney(revenue[index]?.value ?? '0'),
  }));
  return {
    pending_payments: Number(pending.rows[0]?.count ?? 0),
    days,
    total_enrollments: days.reduce((sum, day) => sum + day.enrollments, 0),
    total_revenue: addMoney('0', ...days.map((day) => day.revenue)),
  };
}
