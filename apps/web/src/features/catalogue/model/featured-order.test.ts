import { describe, expect, it } from 'vitest';
import { courseItem } from '../test-data';
import { featuredWithCategoryFirst } from './featured-order';

const featured = [
  courseItem({ course_id: 1, category_slug: 'clinical-research' }),
  courseItem({ course_id: 2, category_slug: 'ethics' }),
  courseItem({ course_id: 3, category_slug: 'neuroscience' }),
  courseItem({ course_id: 4, category_slug: 'ethics' }),
];

describe('home category chips', () => {
  it('shows the featured courses as they are without a chip', () => {
    expect(featuredWithCategoryFirst(featured, undefined, null).map((c) => c.course_id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("brings the chosen category's courses first, then the rest, without repeats", () => {
    const more = [courseItem({ course_id: 9, category_slug: 'ethics' }), featured[1]!];
    expect(featuredWithCategoryFirst(featured, more, 'ethics').map((c) => c.course_id)).toEqual([
      9, 2, 4, 1, 3,
    ]);
  });

  it('stops at eight courses', () => {
    const many = Array.from({ length: 12 }, (_, index) => courseItem({ course_id: index + 1 }));
    expect(featuredWithCategoryFirst(many, undefined, 'training')).toHaveLength(8);
  });
});
