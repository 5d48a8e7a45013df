import type { FastifyInstance, RouteOptions } from 'fastify';
import { identify, requireUser } from './auth-guard.ts';

/**
 * What the OpenAPI document says of each operation beyond its schemas, read from the route
 * itself so it cannot drift from the code: an `operationId` and a summary, who may call it
 * (`security`) and the 4xx answers it can give in the DRF error shape. Redocly's recommended
 * rules hold the document to this (openapi.test.ts).
 */

/** How the route is guarded and limited, as registered. */
type RouteFacts = {
  /** A preValidation guard: requireUser, requireRole(...) or one built on them. */
  signedIn: boolean;
  /** A guard beyond requireUser (a role, the course's manager): it can answer 403. */
  mayForbid: boolean;
  /** A bearer token is read when sent (identify): a bad one answers 401. */
  optionalSignIn: boolean;
  rateLimited: boolean;
};

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'head', 'post', 'put', 'patch', 'delete'];

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** `/api/courses/:id/` as the document writes it: `/api/courses/{id}/`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Set on a route's config by a scope whose own hook guards every route (guardScope). */
type ScopeGuard = { scopeGuard?: 'role' };

/**
 * Records every route registered after it (call before the modules register). The facts are read
 * when the document is made, after every scope's own onRoute hooks have run.
 */
export function collectRouteFacts(app: FastifyInstance): RouteFactsOf {
  const routes = new Map<string, RouteOptions>();
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of asList(route.method)) {
      routes.set(`${method.toLowerCase()} ${documentPath(route.url)}`, route);
    }
  });
  return (key) => {
    const route = routes.get(key);
    if (!route) return undefined;
    const guards = asList(route.preValidation);
    const config = (route.config ?? {}) as { rateLimit?: unknown } & ScopeGuard;
    return {
      signedIn: guards.length > 0 || config.scopeGuard !== undefined,
      mayForbid: guards.some((guard) => guard !== requireUser) || config.scopeGuard === 'role',
      optionalSignIn: asList(route.preHandler).includes(identify as never),
      rateLimited: config.rateLimit !== undefined && config.rateLimit !== false,
    };
  };
}

type RouteFactsOf = (key: string) => RouteFacts | undefined;

/**
 * For a scope that guards all its routes with one hook of its own (the staff console): marks
 * them, so the document says they need a token and a role.
 */
export function guardScope(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object), scopeGuard: 'role' } as never;
  });
}

/** The schemas every 4xx answer refers to (docs/decisions/002-error-shape.md). */
export const errorSchemas = {
  Error: {
    type: 'object',
    description: 'DRF error: a message, and a code where the client acts on it.',
    properties: { detail: { type: 'string' }, code: { type: 'string' } },
    required: ['detail'],
  },
  FieldErrors: {
    type: 'object',
    description: 'DRF field errors: the messages of each field that was refused.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
} as const;

const answer = (description: string, schema: 'Error' | 'FieldErrors' | 'either') => ({
  description,
  content: {
    'application/json': {
      schema:
        schema === 'either'
          ? {
              oneOf: [
                { $ref: '#/components/schemas/FieldErrors' },
                { $ref: '#/components/schemas/Error' },
              ],
            }
          : { $ref: `#/components/schemas/${schema}` },
    },
  },
});

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};

/** Fills in what each operation lacks; what a route declares itself is kept. */
export function completeOperations(
  document: { paths?: Record<string, Partial<Record<Method, Operation>>> },
  facts: RouteFactsOf,
): void {
  const paths = document.paths ?? {};
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      // A route of several methods (tus: HEAD and PATCH) shares one object between them.
      const operation = { ...item[method] };
      item[method] = operation;
      const route = facts(`${method} ${path}`);
      const hasGet = Boolean(item.get);
      let id = operation.operationId ?? operationName(method, path, hasGet);
      for (let n = 2; taken.has(id); n += 1) id = `${operationName(method, path, hasGet)}${n}`;
      taken.add(id);
      operation.operationId = id;
      operation.summary ??= summaryOf(operation.description, id);
      // A route that declares its own (the event stream's ticket) keeps it.
      if (route) {
        operation.security ??= route.signedIn
          ? [{ bearer: [] }]
          : route.optionalSignIn
            ? [{}, { bearer: [] }]
            : [];
      }
      operation.responses = { ...errorAnswers(operation, path, route), ...operation.responses };
      // A 204 has no body (RFC 9110, 15.3.5); the routes' `z.null()` would document JSON.
      const noContent = operation.responses['204'] as { description?: string } | undefined;
      if (noContent) operation.responses['204'] = { description: noContent.description };
    }
  }
  tidySchemas(paths);
}

function errorAnswers(operation: Operation, path: string, route: RouteFacts | undefined) {
  const answers: Record<string, unknown> = {};
  const hasInput =
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some((parameter) => parameter.in !== 'header');
  if (hasInput)
    answers['400'] = answer('The request was refused: field errors or a message.', 'either');
  const needsCredentials = (operation.security ?? []).some(
    (requirement) => Object.keys(requirement as object).length > 0,
  );
  if (needsCredentials) {
    answers['401'] = answer('No valid access token (refresh it, or sign in).', 'Error');
  }
  if (route?.mayForbid) answers['403'] = answer('Signed in, but not allowed to do this.', 'Error');
  if (path.includes('{'))
    answers['404'] = answer('Nothing with this id, for this caller.', 'Error');
  if (route?.rateLimited) {
    answers['429'] = answer('Too many requests; Retry-After says when to try again.', 'Error');
  }
  return answers;
}

/** `get /api/courses/{id}/lessons/` → listCourseLessons; `post /api/accounts/login/` → accountLogin. */
export function operationName(method: Method, path: string, pathHasGet: boolean): string {
  const segments = path.split('/').filter((segment) => segment && segment !== 'api');
  const endsWithId = segments.at(-1)?.startsWith('{') ?? false;
  // A file's extension is not part of the name: calendar.ics → calendar.
  const words = segments
    .filter((segment) => !segment.startsWith('{'))
    .flatMap((segment) => segment.replace(/\.\w+$/, '').split(/[-_]/));
  const named = (verb: string, list: string[]) =>
    [verb, ...list]
      .filter(Boolean)
      .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
      .join('');
  const singular = (list: string[]) => list.map(singularOf);
  // Every word but the last names a parent: singular ('course lessons').
  const parents = (list: string[]) => [...singular(list.slice(0, -1)), ...list.slice(-1)];
  switch (method) {
    case 'head':
      return named('head', singular(words));
    case 'get':
      return endsWithId || !isPlural(words.at(-1) ?? '')
        ? named('get', singular(words))
        : named('list', parents(words));
    case 'post':
      return pathHasGet && !endsWithId
        ? named('create', singular(words))
        : named('', parents(words));
    case 'put':
    case 'patch':
      return named('update', singular(words));
    case 'delete':
      return named('delete', singular(words));
  }
}

const isPlural = (word: string) => /[^su]s$/.test(word) || word.endsWith('ies');

function singularOf(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zzes)$/.test(word))
    return word.slice(0, word.endsWith('zzes') ? -3 : -2);
  return isPlural(word) ? word.slice(0, -1) : word;
}

/** The description's first sentence, else the operation's name in words. */
function summaryOf(description: string | undefined, id: string): string {
  const sentence = description?.split(/(?<=\.)\s/)[0]?.trim();
  if (sentence && sentence.length <= 120) return sentence.replace(/\.$/, '');
  const words = id.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/**
 * What zod writes that OpenAPI 3.0 does not allow, rewritten as it does. `nullable` goes only
 * beside a `type`: `unknown().nullable()` is `{nullable: true}` (unknown admits null already: the
 * flag goes) and a nullable union `{nullable: true, anyOf: [...]}` (its alternatives' common type
 * is written beside it). A tuple's items are an `anyOf` of its members, the same twice for a pair
 * of numbers: alternatives are written once, and a single one stands for itself.
 */
function tidySchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) tidySchemas(child);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.anyOf)) {
    const distinct = [
      ...new Map(record.anyOf.map((each) => [JSON.stringify(each), each])).values(),
    ];
    if (distinct.length === 1 && Object.keys(record).length === 1) {
      delete record.anyOf;
      Object.assign(record, distinct[0]);
    } else record.anyOf = distinct;
  }
  if (record.nullable === true && record.type === undefined && record.$ref === undefined) {
    const alternatives = (record.anyOf ?? record.oneOf) as { type?: unknown }[] | undefined;
    const types = new Set(alternatives?.map((alternative) => alternative.type));
    const [common] = types;
    if (types.size === 1 && typeof common === 'string') record.type = common;
    else if (!alternatives && record.allOf === undefined && record.enum === undefined) {
      delete record.nullable;
    }
  }
  for (const child of Object.values(record)) tidySchemas(child);
}
