import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsDeps } from './accounts-deps.ts';
import { passwordRoutes } from './password-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signupRoutes } from './signup-routes.ts';

/** Accounts and sessions: every /api/accounts/… call and /api/token/refresh/. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDeps(app);
  await app.register(signupRoutes, { deps });
  await app.register(sessionRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(profileRoutes, { deps });
};
