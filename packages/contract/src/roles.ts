import { z } from 'zod';

/** Every role a user can hold; the spec's terms name learners and instructors, staff are admins. */
export const roles = ['learner', 'instructor', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
