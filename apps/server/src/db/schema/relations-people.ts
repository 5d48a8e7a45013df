import { relations } from 'drizzle-orm';
import { refreshTokens, users } from './accounts.ts';
import { auditLog } from './audit.ts';
import { courses } from './catalogue.ts';
import {
  announcements,
  chatMessages,
  forumCategories,
  forumComments,
  forumTopics,
  notifications,
} from './community.ts';
import { lessons } from './course-content.ts';
import {
  couponRedemptions,
  enrollments,
  paymentSubmissions,
  paymentTeammates,
} from './enrolment.ts';
import { certificates, courseNotes, lessonProgress, reviews } from './learning.ts';
import { coupons } from './pricing.ts';

// Relations of what people do: enrolments, payments, progress, reviews, forum, chat. Two foreign
// keys from payment_submissions to users (payer, reviewer) need relation names to tell them apart.

export const usersRelations = relations(users, ({ many }) => ({
  taughtCourses: many(courses),
  enrollments: many(enrollments),
  payments: many(paymentSubmissions, { relationName: 'payer' }),
  reviewedPayments: many(paymentSubmissions, { relationName: 'reviewer' }),
  reviews: many(reviews),
  certificates: many(certificates),
  notifications: many(notifications),
  refreshTokens: many(refreshTokens),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  user: one(users, { fields: [enrollments.userId], references: [users.id] }),
  course: one(courses, { fields: [enrollments.courseId], references: [courses.id] }),
  payment: one(paymentSubmissions, {
    fields: [enrollments.paymentId],
    references: [paymentSubmissions.id],
  }),
  lastLesson: one(lessons, { fields: [enrollments.lastLessonId], references: [lessons.id] }),
}));

export const paymentSubmissionsRelations = relations(paymentSubmissions, ({ one, many }) => ({
  user: one(users, {
    fields: [paymentSubmissions.userId],
    references: [users.id],
    relationName: 'payer',
  }),
  reviewer: one(users, {
    fields: [paymentSubmissions.reviewedBy],
    references: [users.id],
    relationName: 'reviewer',
  }),
  course: one(courses, { fields: [paymentSubmissions.courseId], references: [courses.id] }),
  coupon: one(coupons, { fields: [paymentSubmissions.couponId], references: [coupons.id] }),
  teammates: many(paymentTeammates),
}));

export const paymentTeammatesRelations = relations(paymentTeammates, ({ one }) => ({
  payment: one(paymentSubmissions, {
    fields: [paymentTeammates.paymentId],
    references: [paymentSubmissions.id],
  }),
  user: one(users, { fields: [paymentTeammates.userId], references: [users.id] }),
}));

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  user: one(users, { fields: [couponRedemptions.userId], references: [users.id] }),
  payment: one(paymentSubmissions, {
    fields: [couponRedemptions.paymentId],
    references: [paymentSubmissions.id],
  }),
}));

export const lessonProgressRelations = relations(lessonProgress, ({ one }) => ({
  user: one(users, { fields: [lessonProgress.userId], references: [users.id] }),
  lesson: one(lessons, { fields: [lessonProgress.lessonId], references: [lessons.id] }),
  course: one(courses, { fields: [lessonProgress.courseId], references: [courses.id] }),
}));

export const courseNotesRelations = relations(courseNotes, ({ one }) => ({
  course: one(courses, { fields: [courseNotes.courseId], references: [courses.id] }),
  author: one(users, { fields: [courseNotes.authorId], references: [users.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  course: one(courses, { fields: [reviews.courseId], references: [courses.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

export const certificatesRelations = relations(certificates, ({ one }) => ({
  user: one(users, { fields: [certificates.userId], references: [users.id] }),
  course: one(courses, { fields: [certificates.courseId], references: [courses.id] }),
}));

export const announcementsRelations = relations(announcements, ({ one }) => ({
  course: one(courses, { fields: [announcements.courseId], references: [courses.id] }),
  author: one(users, { fields: [announcements.authorId], references: [users.id] }),
}));

export const forumCategoriesRelations = relations(forumCategories, ({ many }) => ({
  topics: many(forumTopics),
}));

export const forumTopicsRelations = relations(forumTopics, ({ one, many }) => ({
  category: one(forumCategories, {
    fields: [forumTopics.categoryId],
    references: [forumCategories.id],
  }),
  author: one(users, { fields: [forumTopics.createdBy], references: [users.id] }),
  comments: many(forumComments),
}));

export const forumCommentsRelations = relations(forumComments, ({ one }) => ({
  topic: one(forumTopics, { fields: [forumComments.topicId], references: [forumTopics.id] }),
  author: one(users, { fields: [forumComments.createdBy], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
  course: one(courses, { fields: [notifications.courseId], references: [courses.id] }),
  forumTopic: one(forumTopics, {
    fields: [notifications.forumTopicId],
    references: [forumTopics.id],
  }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  course: one(courses, { fields: [chatMessages.courseId], references: [courses.id] }),
  user: one(users, { fields: [chatMessages.userId], references: [users.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorId], references: [users.id] }),
}));
