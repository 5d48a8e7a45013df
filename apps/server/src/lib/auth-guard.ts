import { eq } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { errorMessages } from '@academy/contract/errors';
import type { Role } from '@academy/contract/roles';
import { users } from '../db/schema/accounts.ts';
import type { AccessClaims, VerifiedAccess } from './access-tokens.ts';
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
 * A signed token is not enough: the account must still exist, the token must postdate the last
 * password change (change and reset end every older session at once), and the role is read from
 * the account so a demotion takes effect on the next request. One primary-key look-up.
 */
async function currentClaims(
  app: FastifyInstance,
  access: VerifiedAccess,
): Promise<AccessClaims | null> {
  const [account] = await app.db
    .select({ role: users.role, passwordChangedAt: users.passwordChangedAt })
    .from(users)
    .where(eq(users.id, access.userId))
    .limit(1);
  if (!account) return null;
  const changedAtSeconds = account.passwordChangedAt
    ? Math.floor(account.passwordChangedAt.getTime() / 1000)
    : 0;
  if (access.issuedAt < changedAtSeconds) return null;
  return { userId: access.userId, role: account.role };
}

/** The user a bearer token stands for now, or null for a bad, stale or orphaned token. */
export async function resolveAccessToken(
  app: FastifyInstance,
  token: string,
): Promise<AccessClaims | null> {
  const access = await app.accessTokens.verify(token);
  return access && currentClaims(app, access);
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
  const claims = await resolveAccessToken(this, token);
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
