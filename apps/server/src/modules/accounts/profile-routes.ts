import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, profileSchema } from '@academy/contract/accounts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { getDashboard } from './dashboard-service.ts';
import { readProfileForm } from './profile-form.ts';
import { getProfile, updateProfile } from './profile-service.ts';
import { accountRateLimits } from './rate-limits.ts';

/** The signed-in user's profile, its update and the dashboard. */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  const signedIn = { tags: ['accounts'], security: [{ bearer: [] }] };

  app.get(
    '/api/accounts/profile/',
    { preValidation: [requireUser], schema: { ...signedIn, response: { 200: profileSchema } } },
    async (request) => getProfile(deps.db, currentUser(request).userId),
  );

  app.put(
    '/api/accounts/update/',
    {
      preValidation: [requireUser],
      schema: {
        ...signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          'multipart/form-data: first_name, last_name, bio, language (en or bn), ' +
          'live_class_reminders (true or false) and an optional ' +
          'profile_picture file (JPEG or PNG, at most 5 MB).',
        response: { 200: profileSchema },
      },
      config: { rateLimit: accountRateLimits.profileUpdate },
    },
    async (request) => {
      const { input, picture } = await readProfileForm(request);
      try {
        const userId = currentUser(request).userId;
        return await updateProfile(deps.db, deps.media, userId, input, picture?.file ?? null);
      } finally {
        await picture?.remove();
      }
    },
  );

  app.get(
    '/api/accounts/dashboard/',
    { preValidation: [requireUser], schema: { ...signedIn, response: { 200: dashboardSchema } } },
    async (request) => getDashboard(deps.db, currentUser(request).userId),
  );
};
