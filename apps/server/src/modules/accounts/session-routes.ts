import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  refreshRequestSchema,
  tokenPairSchema,
  verifyOtpRequestSchema,
} from '@academy/contract/accounts';
import type { AccountsDeps } from './accounts-deps.ts';
import { requestUnlockCode, unlockBrowser } from './browser-unlock.ts';
import { readDeviceCookie } from './device-cookies.ts';
import { accountRateLimits } from './rate-limits.ts';
import { logIn, logOut, logOutEverywhere, refreshSession } from './session-service.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';

/** Login (and the way through its lock for the owner), token refresh (both paths) and logout. */
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

  app.post(
    '/api/accounts/login/unlock-code/',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Mails the account a code that lets this browser try its password while the login ' +
          'is locked (a 429 with code login_locked). The same answer for any address.',
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeRequest },
    },
    async (request) => requestUnlockCode(deps, request.body),
  );

  app.post(
    '/api/accounts/login/unlock/',
    {
      schema: {
        tags: ['accounts'],
        description:
          "Spends the mailed code and sets this browser's device cookie: its logins to the " +
          'account then count on their own budget, not on the lock.',
        body: verifyOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeCheck },
    },
    async (request, reply) => {
      const { answer, setCookie } = await unlockBrowser(
        deps,
        request.body,
        readDeviceCookie(request.headers.cookie),
      );
      reply.header('set-cookie', setCookie);
      return answer;
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
