import type { CourseInsight } from '@academy/contract/authoring';
import type { CourseInsightData } from './insight-service.ts';

/** The teaching insight of one course. */
export function presentCourseInsight(data: CourseInsightData): CourseInsight {
  return {
    course_id: data.course.id,
    course_title: data.course.title,
    enrolments_by_week: data.weeks,
    total_students: data.course.studentsCount,
    approved_revenue: data.revenue.total,
    approved_payments: data.revenue.payments,
    average_completion: data.completion,
    total_lessons: data.course.lessonsCount,
    rating_avg: data.course.ratingAvg,
    rating_count: data.course.ratingCount,
    latest_reviews: data.latest.map((review) => ({
      review_id: review.id,
      reviewer_name: `${review.firstName} ${review.lastName}`.trim(),
      rating: review.rating,
      comment: review.comment,
      created_at: review.createdAt.toISOString(),
    })),
  };
}
