import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errorMessages } from '@academy/contract/errors';
import type { Role } from '@academy/contract/roles';
import type { AccessClaims } from './access-tokens.ts';
import { forbidden, notAuthenticated } from './http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer of a valid access token; null for visitors. */
    user: AccessClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Reads the bearer token if there is one. A present but invalid token is refused with 401 even on
 * public routes, so the client's one-refresh-then-retry logic kicks in instead of silently
 * showing a visitor's view.
 */
export const identify: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  if (!token) {
    request.user = null;
    return;
  }
  const claims = await this.accessTokens.verify(token);
  if (!claims) throw notAuthenticated(errorMessages.invalidToken);
  request.user = claims;
};

/** preHandler: the route needs a signed-in user. */
export const requireUser: preHandlerAsyncHookHandler = async function (request, reply) {
  await identify.call(this, request, reply);
  if (!request.user) throw notAuthenticated();
};

/** preHandler: the route needs a signed-in user holding one of these roles. */
export function requireRole(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    await requireUser.call(this, request, reply);
    if (!request.user || !roles.includes(request.user.role)) throw forbidden();
  };
}

/** For handlers behind requireUser: the signed-in user, typed as present. */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
