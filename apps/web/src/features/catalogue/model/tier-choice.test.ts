import { describe, expect, it } from 'vitest';
import { groupTiers } from '../test-data';
import { chooseTier, tierLink, toEnrolmentIntent } from './tier-choice';

const course = {
  course_id: 14,
  course_title: 'Bootcamp',
  price: '15000.00',
  discounted_price: null,
};

describe('tier choice', () => {
  it('picks the tier of the students in the query, else the tier name, else one student', () => {
    expect(chooseTier(groupTiers, new URLSearchParams('students=2'))?.students).toBe(2);
    expect(chooseTier(groupTiers, new URLSearchParams('tier=trio'))?.students).toBe(3);
    expect(chooseTier(groupTiers, new URLSearchParams(''))?.students).toBe(1);
    expect(chooseTier([], new URLSearchParams('students=2'))).toBeNull();
  });

  it("ignores a price in the link: the server's tier decides", () => {
    const tier = chooseTier(groupTiers, new URLSearchParams('students=3&price=1.00&savings=99999'));
    expect(tier).toEqual(groupTiers[2]);
  });

  it('links a pricing card to the course with its tier', () => {
    expect(tierLink(14, groupTiers[1]!)).toBe(
      '/course/14?students=2&price=13000.00&savings=2000.00&tier=duo',
    );
  });

  it('hands the enrol step students, payment type and amounts', () => {
    expect(toEnrolmentIntent(course, groupTiers[2]!)).toMatchObject({
      students: 3,
      payment_type: 'trio',
      price_per_student: '10000.00',
      total: '30000.00',
    });
    expect(
      toEnrolmentIntent({ ...course, price: '8000.00', discounted_price: '7000.00' }, null),
    ).toMatchObject({
      students: 1,
      payment_type: 'single',
      price_per_student: '7000.00',
      total: '7000.00',
    });
  });
});
