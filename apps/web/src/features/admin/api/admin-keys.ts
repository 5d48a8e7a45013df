/** Query keys of the staff console; every mutation invalidates the part it changes. */
export const adminKeys = {
  all: ['admin'] as const,
  payments: ['admin', 'payments'] as const,
  paymentList: (query: object) => ['admin', 'payments', query] as const,
  users: ['admin', 'users'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  user: (id: number) => ['admin', 'users', 'detail', id] as const,
  categories: ['admin', 'categories'] as const,
  discounts: ['admin', 'discounts'] as const,
  coupons: ['admin', 'coupons'] as const,
  courses: ['admin', 'courses'] as const,
  courseList: (query: object) => ['admin', 'courses', query] as const,
  overview: ['admin', 'overview'] as const,
  messages: (page: number) => ['admin', 'contact-messages', page] as const,
  failedJobs: (page: number) => ['admin', 'jobs', 'failed', page] as const,
};
