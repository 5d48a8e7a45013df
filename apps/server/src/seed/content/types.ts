/**
 * Shapes of the demo academy's content. The data files hold plain values only; the seeder maps
 * them onto the database schema, so the content can be read and edited without knowing drizzle.
 *
 * Dates are written as offsets from the moment of seeding (`...DaysAgo`, `endsInDays`) rather than
 * fixed calendar dates, so the demo keeps looking current and active discounts never silently
 * expire on a machine that seeds a year from now.
 */

/** Money in BDT as a decimal string with two places, e.g. "15000.00" (never a float). */
export type SeedMoney = `${number}.${number}`;

export type SeedRole = 'learner' | 'instructor' | 'admin';

export type SeedCategory = {
  id: number;
  name: string;
  /** The name readers in Bangla see. */
  nameBn: string;
  /** URL-safe name, unique like the name. */
  slug: string;
};

export type SeedUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** An 11-digit Bangladeshi mobile number, 01XXXXXXXXX. */
  phone: string;
  role: SeedRole;
  bio: string;
  joinedDaysAgo: number;
  /** Listed to classmates on the People tab (a profile setting, off by default). */
  listedInClass?: boolean;
};

export type SeedVideo = {
  title: string;
  url: string;
};

export type SeedResource = {
  title: string;
  url: string;
};

export type SeedLesson = {
  title: string;
  /** Lesson length in minutes. */
  durationMinutes: number;
  videos: SeedVideo[];
  resources: SeedResource[];
};

export type SeedModule = {
  title: string;
  lessons: SeedLesson[];
};

/** An instructor note; `body` is HTML limited to p, ul, li, strong, a, code, pre and h3. */
export type SeedNote = {
  title: string;
  body: string;
};

/** One row of a course's group pricing (1, 2 or 3 students). */
export type SeedGroupTier = {
  students: 1 | 2 | 3;
  pricePerStudent: SeedMoney;
  savings: SeedMoney;
  isPopular: boolean;
};

export type SeedCourseBadge = 'offer' | 'coming_soon' | 'seats_filled';

export type SeedCourseStatus = 'published' | 'coming_soon';

export type SeedCourse = {
  id: number;
  title: string;
  categoryId: number;
  instructorId: number;
  /** Short code shown to enrolled learners, unique across the catalogue. */
  classCode: string;
  price: SeedMoney;
  status: SeedCourseStatus;
  isEnrollmentOpen: boolean;
  badge: SeedCourseBadge | null;
  badgeText: string | null;
  description: string;
  overview: string;
  outcomes: string[];
  prerequisites: string[];
  modules: SeedModule[];
  notes: SeedNote[];
  groupTiers: SeedGroupTier[];
  createdDaysAgo: number;
};

export type SeedDiscountType = 'fixed' | 'percentage';

export type SeedDiscount = {
  id: number;
  name: string;
  discountType: SeedDiscountType;
  /** Taka off for fixed discounts, percent off for percentage discounts. */
  value: SeedMoney;
  courseIds: number[];
  /** Explicit prices that win over the computed one, keyed by course id. */
  priceAfterDiscount: Record<number, SeedMoney>;
  /** Negative for a discount that has already ended; null for no end date. */
  endsInDays: number | null;
  isActive: boolean;
};

export type SeedCoupon = {
  id: number;
  code: string;
  name: string;
  description: string;
  discountType: SeedDiscountType;
  value: SeedMoney;
  /** Valid for this course only; null for every course. */
  courseId: number | null;
  /** How many times the coupon may be redeemed in total; null for unlimited. */
  maxUses: number | null;
  /** How many times one user may redeem it; null for unlimited. */
  maxUsesPerUser: number | null;
  /** Negative for a coupon that has already expired; null for no expiry. */
  expiresInDays: number | null;
  isActive: boolean;
};

export type SeedPaymentType = 'single' | 'duo' | 'trio';

export type SeedPaymentStatus = 'pending' | 'approved' | 'rejected';

/** A manual bKash payment; approved ones are what paid enrolments point at. */
export type SeedPayment = {
  id: number;
  userId: number;
  courseId: number;
  paymentType: SeedPaymentType;
  senderNumber: string;
  /** bKash transaction id: ten uppercase letters and digits, unique. */
  transactionId: string;
  couponCode: string | null;
  paidAmount: SeedMoney;
  computedAmount: SeedMoney;
  status: SeedPaymentStatus;
  /** Why staff rejected it; null unless rejected. */
  reason: string | null;
  /** Accounts paid for besides the payer (duo: one, trio: two). */
  teammateIds: number[];
  createdDaysAgo: number;
};

export type SeedEnrollment = {
  userId: number;
  courseId: number;
  /** The approved payment that granted access; null for free courses. */
  paymentId: number | null;
  enrolledDaysAgo: number;
  /** The first N lessons of the course, in module and lesson order, are marked complete. */
  completedLessonCount: number;
};

export type SeedReview = {
  userId: number;
  courseId: number;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  createdDaysAgo: number;
};

export type SeedForumCategory = {
  id: number;
  name: string;
};

export type SeedForumComment = {
  authorId: number;
  text: string;
  createdDaysAgo: number;
};

export type SeedForumTopic = {
  id: number;
  categoryId: number;
  authorId: number;
  name: string;
  text: string;
  createdDaysAgo: number;
  comments: SeedForumComment[];
};

export type SeedChatMessage = {
  courseId: number;
  userId: number;
  content: string;
  /** Fractional days allowed, so a conversation can unfold over minutes. */
  createdDaysAgo: number;
};

export type SeedAnnouncement = {
  courseId: number;
  title: string;
  content: string;
  createdDaysAgo: number;
};
