import type { CourseDetail } from '@academy/contract/catalogue';
import type { CoursePricing } from '@academy/contract/enrolment';
import { isGroupSizeOffered } from '@academy/contract/enrolment';

/** What the payment page needs to know before the course has loaded. */
export type PaymentParams = {
  courseId: number | null;
  students: number;
  /** The cohort chosen on the course page (?cohort=), for a course taught in batches. */
  cohortId: number | null;
  /** The title the previous page already knew (navigation state), shown while loading. */
  courseTitle: string | null;
};

type IntentState = { course?: { course_id?: unknown; course_title?: unknown }; students?: unknown };

function positiveInt(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Payment info arrives through navigation state; on a reload only the URL (?course=&students=) is
 * left, and the course itself is loaded again. The URL wins when both are present, so a shared or
 * bookmarked link always means what it says.
 */
export function readPaymentParams(search: URLSearchParams, state: unknown): PaymentParams {
  const intent = (typeof state === 'object' && state !== null ? state : {}) as IntentState;
  const courseId = positiveInt(search.get('course')) ?? positiveInt(intent.course?.course_id);
  const students = positiveInt(search.get('students')) ?? positiveInt(intent.students) ?? 1;
  const sameCourse = positiveInt(intent.course?.course_id) === courseId;
  return {
    courseId,
    students: Math.min(students, 3),
    cohortId: positiveInt(search.get('cohort')),
    courseTitle:
      sameCourse && typeof intent.course?.course_title === 'string'
        ? intent.course.course_title
        : null,
  };
}

/** The catalogue's course detail as the price rule reads it. */
export function toCoursePricing(course: CourseDetail): CoursePricing {
  return {
    price: course.price,
    discount: course.discount
      ? {
          discount_type: course.discount.discount_type,
          value: course.discount.value,
          price_after_discount: course.discount.price_after_discount,
        }
      : null,
    tiers: course.price_tiers,
  };
}

/** Group sizes the course offers: always 1, plus 2 and 3 where it has a tier. */
export function offeredGroupSizes(course: CourseDetail): number[] {
  const pricing = toCoursePricing(course);
  return [1, 2, 3].filter((students) => isGroupSizeOffered(pricing, students));
}

/** The asked-for group size if the course offers it, else one student. */
export function effectiveStudents(course: CourseDetail, asked: number): number {
  return offeredGroupSizes(course).includes(asked) ? asked : 1;
}
