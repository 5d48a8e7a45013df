import type { CourseDetail } from '@academy/contract/catalogue';
import type { Payment } from '@academy/contract/enrolment';

/** A course detail as the API answers it, for enrolment tests. */
export function paymentCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const id = overrides.course_id ?? 14;
  return {
    course_id: id,
    course_title: 'AI Research Bootcamp',
    description: 'A course.',
    price: '15000.00',
    discounted_price: null,
    discount: null,
    thumbnail: null,
    category: 1,
    category_name: 'Training',
    category_slug: 'training',
    instructor_name: 'Rafiqul Islam',
    instructor_profile_picture: null,
    total_students: 10,
    total_hours: 4.5,
    total_lessons: 12,
    rating: 4.5,
    rating_count: 2,
    created_at: '2026-05-01T10:00:00.000Z',
    class_code: 'CODE14',
    status: 'published',
    badge: 'offer',
    badge_text: null,
    enrollment_open: true,
    is_enrolled: false,
    isEnrolled: false,
    overview: '',
    outcomes: [],
    prerequisites: [],
    modules: [],
    instructor_bio: null,
    price_tiers: [
      {
        students: 1,
        price_per_student: '15000.00',
        savings: '0.00',
        is_popular: false,
        total: '15000.00',
      },
      {
        students: 2,
        price_per_student: '13000.00',
        savings: '2000.00',
        is_popular: false,
        total: '26000.00',
      },
      {
        students: 3,
        price_per_student: '10000.00',
        savings: '5000.00',
        is_popular: true,
        total: '30000.00',
      },
    ],
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    course_id: 14,
    course_title: 'AI Research Bootcamp',
    payment_type: 'single',
    students: 1,
    paid_amount: '15000.00',
    transaction_id: 'BK12345678',
    coupon_code: null,
    status: 'pending',
    reason: null,
    created_at: '2026-05-01T10:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  };
}
