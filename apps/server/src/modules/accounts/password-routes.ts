import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  emailRequestSchema,
  messageResponseSchema,
  resetTokenResponseSchema,
  setPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '@academy/contract/accounts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { readDeviceCookie } from './device-cookies.ts';
import {
  changePassword,
  requestPasswordReset,
  setNewPassword,
  verifyPasswordReset,
} from './password-service.ts';
import { accountRateLimits } from './rate-limits.ts';

/** Password change (signed in) and the three-step reset. */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/accounts/change-password/',
    {
      preValidation: [requireUser],
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
      config: { rateLimit: accountRateLimits.changePassword },
    },
    async (request) => changePassword(deps, currentUser(request).userId, request.body),
  );

  app.post(
    '/api/accounts/password-reset/request-otp/',
    {
      schema: {
        tags: ['accounts'],
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeRequest },
    },
    async (request) => requestPasswordReset(deps, request.body),
  );

  app.post(
    '/api/accounts/password-reset/verify-otp/',
    {
      schema: {
        tags: ['accounts'],
        body: verifyOtpRequestSchema,
        response: { 200: resetTokenResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeCheck },
    },
    async (request) => verifyPasswordReset(deps, request.body),
  );

  app.post(
    '/api/accounts/password-reset/set-password/',
    {
      schema: {
        tags: ['accounts'],
        body: setPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.setPassword },
    },
    async (request, reply) => {
      const { answer, setCookie } = await setNewPassword(
        deps,
        request.body,
        readDeviceCookie(request.headers.cookie),
      );
      reply.header('set-cookie', setCookie);
      return answer;
    },
  );
};
