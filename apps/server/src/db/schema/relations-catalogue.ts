import { relations } from 'drizzle-orm';
import { users } from './accounts.ts';
import {
  categories,
  coursePriceTiers,
  coursePrerequisites,
  courseOutcomes,
  courses,
} from './catalogue.ts';
import { courseModules, lessonResources, lessonVideos, lessons } from './course-content.ts';
import { enrollments } from './enrolment.ts';
import { certificates, courseNotes, lessonProgress, reviews } from './learning.ts';
import { coupons, discountCourses, discounts } from './pricing.ts';

// Relations drive `db.query.*` (nested reads such as a course with its module tree). They add no
// SQL; foreign keys live on the tables.

export const categoriesRelations = relations(categories, ({ many }) => ({
  courses: many(courses),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  category: one(categories, { fields: [courses.categoryId], references: [categories.id] }),
  instructor: one(users, { fields: [courses.instructorId], references: [users.id] }),
  outcomes: many(courseOutcomes),
  prerequisites: many(coursePrerequisites),
  priceTiers: many(coursePriceTiers),
  modules: many(courseModules),
  lessons: many(lessons),
  notes: many(courseNotes),
  reviews: many(reviews),
  discountCourses: many(discountCourses),
  coupons: many(coupons),
  enrollments: many(enrollments),
  certificates: many(certificates),
}));

export const courseOutcomesRelations = relations(courseOutcomes, ({ one }) => ({
  course: one(courses, { fields: [courseOutcomes.courseId], references: [courses.id] }),
}));

export const coursePrerequisitesRelations = relations(coursePrerequisites, ({ one }) => ({
  course: one(courses, { fields: [coursePrerequisites.courseId], references: [courses.id] }),
}));

export const coursePriceTiersRelations = relations(coursePriceTiers, ({ one }) => ({
  course: one(courses, { fields: [coursePriceTiers.courseId], references: [courses.id] }),
}));

export const courseModulesRelations = relations(courseModules, ({ one, many }) => ({
  course: one(courses, { fields: [courseModules.courseId], references: [courses.id] }),
  lessons: many(lessons),
}));

export const lessonsRelations = relations(lessons, ({ one, many }) => ({
  module: one(courseModules, { fields: [lessons.moduleId], references: [courseModules.id] }),
  course: one(courses, { fields: [lessons.courseId], references: [courses.id] }),
  videos: many(lessonVideos),
  resources: many(lessonResources),
  progress: many(lessonProgress),
}));

export const lessonVideosRelations = relations(lessonVideos, ({ one }) => ({
  lesson: one(lessons, { fields: [lessonVideos.lessonId], references: [lessons.id] }),
}));

export const lessonResourcesRelations = relations(lessonResources, ({ one }) => ({
  lesson: one(lessons, { fields: [lessonResources.lessonId], references: [lessons.id] }),
}));

export const discountsRelations = relations(discounts, ({ many }) => ({
  courses: many(discountCourses),
}));

export const discountCoursesRelations = relations(discountCourses, ({ one }) => ({
  discount: one(discounts, { fields: [discountCourses.discountId], references: [discounts.id] }),
  course: one(courses, { fields: [discountCourses.courseId], references: [courses.id] }),
}));

export const couponsRelations = relations(coupons, ({ one }) => ({
  course: one(courses, { fields: [coupons.courseId], references: [courses.id] }),
}));
