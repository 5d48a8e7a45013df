import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@academy/contract/accounts';
import type { AccountsDeps } from './accounts-deps.ts';
import { readDeviceCookie } from './device-cookies.ts';
import { accountRateLimits } from './rate-limits.ts';
import { logIn, logOut, logOutEverywhere, refreshSession } from './session-service.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';

/** Login, token refresh (both paths) and logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/accounts/login/',
    {
      schema: { tags: ['accounts'], body: loginRequestSchema, response: { 200: tokenPairSchema } },
      config: { rateLimit: accountRateLimits.login },
    },
    async (request, reply) => {
      const { pair, setCookie } = await logIn(deps, request.body, {
        ip: request.ip,
        deviceCookie: readDeviceCookie(request.headers.cookie),
      });
      reply.header('set-cookie', setCookie);
      return pair;
    },
  );

  for (const url of ['/api/accounts/token/refresh/', '/api/token/refresh/']) {
    app.post(
      url,
      {
        schema: {
          tags: ['accounts'],
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema },
        },
        config: { rateLimit: accountRateLimits.refresh },
      },
      async (request) => refreshSession(deps, request.body.refresh),
    );
  }

  app.post(
    '/api/accounts/logout/',
    {
      schema: {
        tags: ['accounts'],
        body: refreshRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.refresh },
    },
    async (request) => logOut(deps, request.body.refresh),
  );

  app.post(
    '/api/accounts/logout-all/',
    {
      schema: { tags: ['accounts'], response: { 200: messageResponseSchema } },
      preValidation: [requireUser],
      config: { rateLimit: accountRateLimits.refresh },
    },
    async (request) => logOutEverywhere(deps, currentUser(request).userId),
  );
};
