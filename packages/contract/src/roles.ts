import { z } from 'zod';

/** Every role a user can hold: learners, instructors, and staff as admins. */
export const roles = ['learner', 'instructor', 'admin'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
