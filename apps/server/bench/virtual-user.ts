import { demoPassword } from '../src/seed/content/people.ts';
import type { Answer, Call, LoadClient } from './load-client.ts';
import type { LoadAccount, LoadAcademy } from './seed-load-academy.ts';

/** The seeded academy plus what the virtual users learnt from the API before the run. */
export type LoadWorld = LoadAcademy & {
  /** What one student pays for each paid course, as the payment page computes it. */
  singlePrices: Map<number, string>;
  /** Whether the built web app is served (GET /contact answers the page). */
  servesWebApp: boolean;
};

/** One simulated person: a signed-in account on a connection of its own. */
export type VirtualUser = {
  index: number;
  account: LoadAccount;
  client: LoadClient;
  tokens: { access: string; refresh: string };
  /** Enrolled courses (learners) or taught courses (the instructor), kept current from answers. */
  courseIds: number[];
  completedLessons: Set<number>;
  /** Courses this user has submitted a payment for. */
  paidFor: Set<number>;
  /** Pending payments seen when the admin last read the staff queue. */
  pendingPayments: number[];
  /** Counter making this user's transaction ids and messages unique. */
  writes: number;
};

/** Something a user does; `weight` is its share of what that kind of user does. */
export type Action = {
  weight: number;
  run(user: VirtualUser, world: LoadWorld): Promise<unknown>;
};

/** Sends a call as the user: signed in unless `anonymous`. */
export function send(user: VirtualUser, call: Call & { anonymous?: boolean }): Promise<Answer> {
  const { anonymous, ...rest } = call;
  return user.client.send({ ...rest, token: anonymous ? undefined : user.tokens.access });
}

/** GETs `path` (by default the endpoint itself) as the user. */
export const get = (user: VirtualUser, endpoint: string, path = endpoint, anonymous = false) =>
  send(user, { endpoint, method: 'GET', path, anonymous });

/**
 * An action reading one API answer; `path` may depend on the user and the world, and an undefined
 * path (a learner without courses) skips it.
 */
export function getAction(
  weight: number,
  endpoint: string,
  path: string | ((user: VirtualUser, world: LoadWorld) => string | undefined) = endpoint,
  options: { anonymous?: boolean } = {},
): Action {
  return {
    weight,
    async run(user, world) {
      const resolved = typeof path === 'string' ? path : path(user, world);
      if (resolved) await get(user, endpoint, resolved, options.anonymous);
    },
  };
}

/** A path in one of the user's courses (enrolled or taught), for `getAction`; none without any. */
export const inOwnCourse = (pattern: (courseId: number) => string) => (user: VirtualUser) => {
  const courseId = pickOne(user.courseIds);
  return courseId ? pattern(courseId) : undefined;
};

/** The answer's JSON body when it is a success, else null. */
export function successBody<T>(answer: Answer): T | null {
  if (answer.status === null || answer.status < 200 || answer.status >= 300) return null;
  return answer.text ? (JSON.parse(answer.text) as T) : null;
}

export const pickOne = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

function pickAction(actions: readonly Action[]): Action {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let point = Math.random() * total;
  for (const action of actions) {
    point -= action.weight;
    if (point < 0) return action;
  }
  return actions[actions.length - 1]!;
}

/** Signs the account in through the API: its session tokens, or null with the answer. */
export async function logIn(
  client: LoadClient,
  email: string,
): Promise<{ tokens: VirtualUser['tokens'] | null; answer: Answer }> {
  const answer = await client.send({
    endpoint: '/api/accounts/login/',
    method: 'POST',
    path: '/api/accounts/login/',
    body: { email, password: demoPassword },
  });
  return { tokens: successBody<VirtualUser['tokens']>(answer), answer };
}

/** A virtual user for the account, signed in; throws when it cannot sign in. */
export async function signIn(
  index: number,
  account: LoadAccount,
  client: LoadClient,
): Promise<VirtualUser> {
  const { tokens, answer } = await logIn(client, account.email);
  if (!tokens)
    throw new Error(`${account.email} could not sign in: ${answer.status} ${answer.text}`);
  return {
    index,
    account,
    client,
    tokens,
    courseIds: [...account.courseIds],
    completedLessons: new Set(),
    paidFor: new Set(),
    pendingPayments: [],
    writes: 0,
  };
}

/** Does weighted actions one after another, `thinkMs` apart, until `isDone()`. */
export async function runVirtualUser(
  user: VirtualUser,
  world: LoadWorld,
  actions: readonly Action[],
  options: { isDone: () => boolean; thinkMs: number },
): Promise<void> {
  while (!options.isDone()) {
    await pickAction(actions).run(user, world);
    if (options.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, options.thinkMs));
  }
}
