import { Agent, request } from 'node:http';

/** One request of a virtual user; `endpoint` names it in the report (the path's pattern). */
export type Call = {
  endpoint: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Bearer token; none for anonymous calls. */
  token?: string | undefined;
};

/** What came back: a status, or `null` with the network error when no answer arrived. */
export type Answer = Call & {
  status: number | null;
  error: string | null;
  text: string;
  /** Date.now() when the request was sent. */
  startedAt: number;
  ms: number;
};

export type LoadClient = { send(call: Call): Promise<Answer>; close(): void };

/**
 * An HTTP client with one kept-alive connection, sending from `localAddress` (any 127.x.y.z on
 * Linux): each virtual user then has an address of its own, as people on different networks do,
 * so per-address limits (login, token refresh) count per user as they would in production.
 */
export function createLoadClient(options: {
  port: number;
  localAddress: string;
  timeoutMs: number;
  onAnswer: (answer: Answer) => void;
}): LoadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (call: Call) =>
    new Promise<Answer>((resolve) => {
      const startedAt = Date.now();
      const started = performance.now();
      const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
      let finished = false;
      const finish = (status: number | null, text: string, error: string | null) => {
        if (finished) return;
        finished = true;
        const answer = { ...call, status, error, text, startedAt, ms: performance.now() - started };
        options.onAnswer(answer);
        resolve(answer);
      };
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: options.port,
          localAddress: options.localAddress,
          agent,
          method: call.method,
          path: call.path,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            finish(response.statusCode ?? null, Buffer.concat(chunks).toString('utf8'), null),
          );
          response.on('error', (error) => finish(null, '', error.message));
        },
      );
      outgoing.setTimeout(options.timeoutMs, () =>
        outgoing.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      );
      outgoing.on('error', (error) => finish(null, '', error.message));
      outgoing.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
