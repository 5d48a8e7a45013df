import { describe, expect, it } from 'vitest';
import { courseItem } from '../test-data';
import { toCourseCardView } from './course-card';

describe('course card rules', () => {
  it('shows the discounted price with the original struck through', () => {
    const view = toCourseCardView(
      courseItem({
        price: '8000.00',
        discounted_price: '7000.00',
        discount: {
          discount_id: 1,
          name: 'Sale',
          discount_type: 'fixed',
          value: '1000.00',
          percentage: null,
          price_after_discount: null,
          end_date: null,
        },
      }),
    );
    expect(view).toMatchObject({
      price: '7000.00',
      originalPrice: '8000.00',
      discount: { kind: 'fixed', value: '1000' },
    });
  });

  it('reads a percentage badge as its value, and shows no badge for a discount of 0', () => {
    const discount = {
      discount_id: 2,
      name: 'Month',
      discount_type: 'percentage' as const,
      value: '20.00',
      percentage: '20.00',
      price_after_discount: null,
      end_date: null,
    };
    expect(
      toCourseCardView(courseItem({ discount, discounted_price: '6400.00' })).discount,
    ).toEqual({
      kind: 'percentage',
      value: '20',
    });
    const zero = toCourseCardView(courseItem({ discount: { ...discount, value: '0.00' } }));
    expect(zero.discount).toBeNull();
    expect(zero.originalPrice).toBeNull();
    expect(zero.price).toBe('8000.00');
  });

  it('never strikes through a "discounted" price that is not lower', () => {
    const view = toCourseCardView(courseItem({ price: '500.00', discounted_price: '500.00' }));
    expect(view.originalPrice).toBeNull();
    expect(view.price).toBe('500.00');
  });

  it('greys out and disables the two placeholders and coming-soon courses', () => {
    expect(toCourseCardView(courseItem({ course_id: 9991 })).isDisabled).toBe(true);
    expect(toCourseCardView(courseItem({ course_id: 9992 })).isDisabled).toBe(true);
    expect(toCourseCardView(courseItem({ course_id: 5, status: 'coming_soon' })).isDisabled).toBe(
      true,
    );
    expect(toCourseCardView(courseItem({ course_id: 5 })).isDisabled).toBe(false);
  });

  it("shows the badge the course's data carries, so an offer can end", () => {
    expect(toCourseCardView(courseItem({ course_id: 14, badge: 'offer' })).badge).toBe('offer');
    expect(toCourseCardView(courseItem({ course_id: 14, badge: null })).badge).toBeNull();
    // Staff's own wording goes with a badge, never without one.
    const worded = courseItem({ badge: 'offer', badge_text: 'Eid offer: enrol by Friday' });
    expect(toCourseCardView(worded).badgeText).toBe('Eid offer: enrol by Friday');
    expect(toCourseCardView({ ...worded, badge: null }).badgeText).toBeNull();
    expect(toCourseCardView(courseItem({ badge: 'seats_filled' })).badge).toBe('seats_filled');
    expect(toCourseCardView(courseItem({ badge: 'coming_soon' })).badge).toBe('coming_soon');
    expect(toCourseCardView(courseItem()).badge).toBeNull();
  });

  it('knows free courses and enrolled readers', () => {
    expect(toCourseCardView(courseItem({ price: '0.00' })).isFree).toBe(true);
    expect(toCourseCardView(courseItem({ is_enrolled: true })).isEnrolled).toBe(true);
  });
});
