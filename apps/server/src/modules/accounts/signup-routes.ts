import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  verifyOtpRequestSchema,
} from '@academy/contract/accounts';
import type { AccountsDeps } from './accounts-deps.ts';
import { accountRateLimits } from './rate-limits.ts';
import { register, resendSignupCode, verifySignup } from './signup-service.ts';

/** Sign-up with an emailed code. */
export const signupRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/api/accounts/register/',
    {
      schema: {
        tags: ['accounts'],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
      config: { rateLimit: accountRateLimits.register },
    },
    async (request, reply) => reply.code(201).send(await register(deps, request.body)),
  );

  app.post(
    '/api/accounts/verify-otp/',
    {
      schema: {
        tags: ['accounts'],
        body: verifyOtpRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeCheck },
    },
    async (request) => verifySignup(deps, request.body),
  );

  app.post(
    '/api/accounts/resend-otp/',
    {
      schema: {
        tags: ['accounts'],
        body: emailRequestSchema,
        response: { 200: messageResponseSchema },
      },
      config: { rateLimit: accountRateLimits.codeRequest },
    },
    async (request) => resendSignupCode(deps, request.body),
  );
};
