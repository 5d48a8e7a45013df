import type { CourseDetail, CourseListItem } from '@academy/contract/catalogue';

/** A listed course as the API answers it, for tests; override what a test is about. */
export function courseItem(overrides: Partial<CourseListItem> = {}): CourseListItem {
  const id = overrides.course_id ?? 1;
  return {
    course_id: id,
    course_title: `Course ${id}`,
    description: 'A course.',
    price: '8000.00',
    discounted_price: null,
    discount: null,
    thumbnail: null,
    category: 1,
    category_name: 'Clinical Research',
    category_slug: 'clinical-research',
    instructor_name: 'Rafiqul Islam',
    instructor_profile_picture: null,
    total_students: 10,
    total_hours: 4.5,
    total_lessons: 12,
    rating: 4.5,
    rating_count: 2,
    created_at: '2026-05-01T10:00:00.000Z',
    class_code: `CODE-${id}`,
    status: 'published',
    badge: null,
    badge_text: null,
    enrollment_open: true,
    is_enrolled: false,
    isEnrolled: false,
    ...overrides,
  };
}

export const groupTiers: CourseDetail['price_tiers'] = [
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
];

export function courseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...courseItem(overrides),
    overview: 'What the course covers, in depth.',
    outcomes: [{ outcome_id: 1, outcome_title: 'Build a prediction model' }],
    prerequisites: [{ prerequisite_id: 1, prerequisite_title: 'Basic statistics' }],
    modules: [
      {
        module_id: 1,
        module_title: 'Getting started',
        lessons: [
          {
            lesson_id: 1,
            lesson_title: 'Why models fail',
            duration: 15,
            is_completed: false,
            videos: [{ video_id: 1, video_title: 'Lecture', video_link: null }],
            resources: [],
          },
        ],
      },
    ],
    instructor_bio: 'Machine learning researcher.',
    price_tiers: [],
    ...overrides,
  };
}
