import { describe, expect, it } from 'vitest';
import { CourseRowCache } from './course-row-cache.ts';
import type { CourseRow } from './course-rows.ts';

const row = (id: number, discountEnd: string | null = null) =>
  ({
    id,
    title: `Course ${id}`,
    total: 7,
    discounts:
      discountEnd === null
        ? null
        : [
            {
              discount_id: 1,
              name: 'Eid',
              discount_type: 'percentage',
              value: '10.00',
              price_after_discount: null,
              end_date: discountEnd,
              is_active: true,
            },
          ],
  }) as CourseRow;

/** A reader that answers the ids it is asked for (those in `listed`) and records the calls. */
function reader(listed: Set<number>) {
  const calls: number[][] = [];
  const read = async (ids: number[]) => {
    calls.push(ids);
    return ids.filter((id) => listed.has(id)).map((id) => row(id));
  };
  return { calls, read };
}

describe('CourseRowCache', () => {
  it('reads only the rows it does not keep, in one call, and answers in the order asked', async () => {
    const cache = new CourseRowCache();
    const { calls, read } = reader(new Set([1, 2, 3]));
    expect((await cache.rowsOf([2, 1], read)).map((found) => found.id)).toEqual([2, 1]);
    expect((await cache.rowsOf([3, 2, 1], read)).map((found) => found.id)).toEqual([3, 2, 1]);
    expect(calls).toEqual([[2, 1], [3]]);
    expect(await cache.rowsOf([], read)).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('leaves out courses no longer listed, and keeps no page count', async () => {
    const cache = new CourseRowCache();
    const { read } = reader(new Set([1]));
    const rows = await cache.rowsOf([1, 9], read);
    expect(rows.map((found) => found.id)).toEqual([1]);
    expect((await cache.rowsOf([1], read))[0]?.total).toBeNull();
  });

  it('forgets everything on clear, and keeps nothing read while the catalogue changed', async () => {
    const cache = new CourseRowCache();
    const { calls, read } = reader(new Set([1, 2]));
    await cache.rowsOf([1], read);
    cache.clear();
    await cache.rowsOf([1], read);
    expect(calls).toEqual([[1], [1]]);
    const changing = async (ids: number[]) => {
      cache.clear();
      return read(ids);
    };
    await cache.rowsOf([2], changing);
    expect(cache.size).toBe(0);
  });

  it('drops a row when the discount it shows ends', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const cache = new CourseRowCache(() => now);
    const calls: number[][] = [];
    const read = async (ids: number[]) => {
      calls.push(ids);
      return ids.map((id) => row(id, '2026-11-27T10:00:30.000Z'));
    };
    await cache.rowsOf([5], read);
    now += 20_000;
    await cache.rowsOf([5], read);
    now += 20_000;
    await cache.rowsOf([5], read);
    expect(calls).toEqual([[5], [5]]);
  });
});
