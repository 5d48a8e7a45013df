// The one barrel of the server: drizzle needs every table, enum and relation in a single object
// (`drizzle({ schema })`, drizzle-kit's `schema` option). Everything else imports from the domain
// files in ./schema/ directly.
export * from './schema/enums.ts';
export * from './schema/accounts.ts';
export * from './schema/catalogue.ts';
export * from './schema/course-content.ts';
export * from './schema/cohorts.ts';
export * from './schema/pricing.ts';
export * from './schema/enrolment.ts';
export * from './schema/orders.ts';
export * from './schema/learning.ts';
export * from './schema/community.ts';
export * from './schema/live-classes.ts';
export * from './schema/contact.ts';
export * from './schema/audit.ts';
export * from './schema/classwork.ts';
export * from './schema/assignments.ts';
export * from './schema/videos.ts';
export * from './schema/push.ts';
export * from './schema/relations-catalogue.ts';
export * from './schema/relations-people.ts';
