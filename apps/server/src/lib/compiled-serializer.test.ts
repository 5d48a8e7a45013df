import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseListItemSchema, type CourseListItem } from '@academy/contract/catalogue';
import { pageSchema } from '@academy/contract/pagination';
import { compiledSerializer } from './compiled-serializer.ts';

const listAnswer = z.union([pageSchema(courseListItemSchema), z.array(courseListItemSchema)]);
const serialize = compiledSerializer({
  schema: listAnswer,
  method: 'GET',
  url: '/',
  httpStatus: '200',
});
/** What the zod serializer of the other routes writes for the same answer. */
const byZod = (data: unknown) => JSON.stringify(z.encode(listAnswer, data as never));

const item: CourseListItem = {
  course_id: 7,
  course_title: 'পাইথন দিয়ে "ডেটা" বিশ্লেষণ \\ Part 2',
  description: 'Line one\nline two, with a tab\tand an emoji 🧪.',
  price: '4500.00',
  discounted_price: '3600.00',
  discount: {
    discount_id: 3,
    name: 'Eid offer',
    discount_type: 'percentage',
    value: '20.00',
    percentage: '20.00',
    price_after_discount: null,
    end_date: '2026-12-31T18:00:00.000Z',
  },
  thumbnail: null,
  category: 2,
  category_name: 'Data Analysis',
  category_slug: 'data-analysis',
  instructor_name: 'Farhana Islam',
  instructor_profile_picture: '/media/profile_pics/7.webp',
  total_students: 120,
  total_hours: 12.5,
  total_lessons: 30,
  rating: null,
  rating_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  class_code: 'PY-2',
  status: 'published',
  badge: 'offer',
  badge_text: null,
  enrollment_open: true,
  is_enrolled: true,
  isEnrolled: true,
};
const plain: CourseListItem = { ...item, course_id: 8, discounted_price: null, discount: null };

describe('the compiled serializer of the catalogue list', () => {
  it('writes a page byte for byte as the zod serializer does', () => {
    const page = {
      count: 2,
      next: null,
      previous: '/api/list-courses/?page=1',
      results: [item, plain],
    };
    expect(serialize(page)).toBe(byZod(page));
  });

  it('writes a plain list byte for byte as the zod serializer does, and drops what is not documented', () => {
    expect(serialize([plain, item])).toBe(byZod([plain, item]));
    expect(serialize([{ ...plain, password_hash: 'x' }])).toBe(byZod([plain]));
  });
});
