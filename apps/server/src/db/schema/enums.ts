import { languages } from '@academy/contract/accounts';
import { submissionKinds } from '@academy/contract/assignments';
import { courseBadges, courseStatuses } from '@academy/contract/catalogue';
import { orderStatuses, paymentGateways } from '@academy/contract/checkout';
import { enrollmentSources, paymentStatuses } from '@academy/contract/enrolment';
import { liveClassStatuses } from '@academy/contract/live-classes';
import { notificationTypes } from '@academy/contract/notifications';
import { discountTypes, paymentTypes } from '@academy/contract/pricing';
import { answerVisibilities, gradingMethods, questionKinds } from '@academy/contract/quizzes';
import { roles } from '@academy/contract/roles';
import { pgEnum } from 'drizzle-orm/pg-core';

// Postgres enums rather than free text: a typo in a service becomes a type error and a bad row
// cannot be stored. Each is built from the contract's list, so the database, the API and the web
// app name the same values in the same order. Adding a value later is one
// `ALTER TYPE … ADD VALUE` migration (drizzle-kit generate notices the list changed).

/** Who a user is on the platform; staff are admins (docs/product.md, Roles). */
export const userRole = pgEnum('user_role', roles);

/** Interface language of an account: en or bn. */
export const userLanguage = pgEnum('user_language', languages);

/**
 * What a one-time code proves when it is entered; browser_unlock lets the mailbox's owner try
 * their password from this browser while the account is locked (docs/decisions/034).
 */
export const oneTimeCodePurpose = pgEnum('one_time_code_purpose', [
  'signup',
  'password_reset',
  'browser_unlock',
]);

/** Whether a course is visible and buyable; coming-soon courses are listed but not enrollable. */
export const courseStatus = pgEnum('course_status', courseStatuses);

/** The ribbon a course card shows. */
export const courseBadge = pgEnum('course_badge', courseBadges);

/** How a discount or coupon value is applied to a price. */
export const discountType = pgEnum('discount_type', discountTypes);

/** How an enrolment came about. */
export const enrollmentSource = pgEnum('enrollment_source', enrollmentSources);

/** Group size of a payment: single, duo (2 students) or trio (3 students). */
export const paymentType = pgEnum('payment_type', paymentTypes);

/** Staff review state of a manual mobile-money payment. */
export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/** An online payment gateway. */
export const paymentGateway = pgEnum('payment_gateway', paymentGateways);

/**
 * Life of an online payment order: created (stored, gateway not yet asked), pending (the payer is
 * at the gateway), then paid, failed or cancelled; a paid order refunded in full is refunded.
 */
export const orderStatus = pgEnum('order_status', orderStatuses);

/** What a notification points at; `payment` was added to the original four. */
export const notificationType = pgEnum('notification_type', notificationTypes);

/** Whether a live class still takes place. */
export const liveClassStatus = pgEnum('live_class_status', liveClassStatuses);

/** Kinds of quiz question (docs/rules.md, Quizzes). */
export const questionKind = pgEnum('question_kind', questionKinds);

/** Which submitted attempt sets a learner's quiz grade. */
export const gradingMethod = pgEnum('grading_method', gradingMethods);

/** When learners see a quiz's right answers. */
export const answerVisibility = pgEnum('answer_visibility', answerVisibilities);

/** What an assignment takes: a file, a link or text (docs/rules.md, Assignments). */
export const submissionKind = pgEnum('submission_kind', submissionKinds);
