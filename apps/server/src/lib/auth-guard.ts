import type { SQL } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { errorMessages } from '@academy/contract/errors';
import type { Role } from '@academy/contract/roles';
import type { AccessClaims, VerifiedAccess } from './access-tokens.ts';
import { lookUpAccount, type AccountRow } from './account-lookups.ts';
import { forbidden, notAuthenticated } from './http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer of a valid access token; null for visitors. */
    user: AccessClaims | null;
  }
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The token carries the account's session generation, and was not issued before the password's
 * last change (a write that sets only the time still ends older tokens).
 */
function isCurrent(access: VerifiedAccess, row: AccountRow): boolean {
  return access.generation === row.generation && access.issuedAt >= (row.changed_at ?? 0);
}

/**
 * A signed token is not enough: the account must still exist, the token must carry the account's
 * session generation (a password change, reset or logout everywhere raises it, ending every
 * earlier token at once, docs/decisions/035-session-generations.md), and the role is read from
 * the account so a demotion takes effect on the next request. One primary-key look-up (batched
 * with the other requests' under load, account-lookups.ts), which may read more columns (`extra`,
 * SQL over `users u`) for the route in the same round trip.
 */
async function currentAccount<Extra extends object>(
  app: FastifyInstance,
  access: VerifiedAccess,
  extra?: SQL,
): Promise<{ claims: AccessClaims; row: AccountRow & Extra } | null> {
  const row = await lookUpAccount<Extra>(app, access.userId, extra);
  if (!row) return null;
  if (!isCurrent(access, row)) return null;
  return { claims: { userId: access.userId, role: row.role }, row };
}

/** The user a bearer token stands for now, or null for a bad, stale or orphaned token. */
export async function resolveAccessToken(
  app: FastifyInstance,
  token: string,
): Promise<AccessClaims | null> {
  const access = await app.accessTokens.verify(token);
  return access && ((await currentAccount(app, access))?.claims ?? null);
}

/**
 * `identify` that reads more of the reader in the same look-up: `columns` is SQL over `users u`
 * (say, the ids of the courses they are enrolled in), handed back by `read(request)`; null for
 * visitors. For hot public routes whose answer has a per-reader part.
 */
export function identifyWith<Extra extends object>(columns: SQL) {
  const extras = new WeakMap<FastifyRequest, Extra>();
  const hook: preHandlerAsyncHookHandler = async function (request) {
    request.user = null;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const access = await this.accessTokens.verify(token);
    const account = access && (await currentAccount<Extra>(this, access, columns));
    if (!account) throw notAuthenticated(errorMessages.invalidToken);
    request.user = account.claims;
    extras.set(request, account.row);
  };
  return {
    hook,
    read: (request: FastifyRequest): Extra | null => extras.get(request) ?? null,
  };
}

/**
 * Reads the bearer token if there is one. A present but invalid token is refused with 401 even on
 * public routes, so the client's one-refresh-then-retry logic kicks in instead of silently
 * showing a visitor's view.
 */
export const identify: preHandlerAsyncHookHandler = async function (request) {
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    request.user = null;
    return;
  }
  const claims = await resolveAccessToken(this, token);
  if (!claims) throw notAuthenticated(errorMessages.invalidToken);
  request.user = claims;
};

/**
 * The route needs a signed-in user. Register it as a `preValidation` hook, so a visitor is told
 * 401 before the request's ids and body are looked at (a 400 would tell them about the route).
 */
export const requireUser: preValidationAsyncHookHandler = async function (request, reply) {
  await identify.call(this, request, reply);
  if (!request.user) throw notAuthenticated();
};

/** As requireUser (a `preValidation` hook), and one of these roles. */
export function requireRole(...roles: Role[]): preValidationAsyncHookHandler {
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
