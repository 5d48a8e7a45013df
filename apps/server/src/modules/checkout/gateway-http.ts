/**
 * The gateway could not be reached or did not answer in time, so the outcome of the call is
 * unknown: a payment may or may not have happened. Callers keep the order pending and ask again
 * later; they never read this as a failure of the payment.
 */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** The gateway refused our credentials or token. */
export class GatewayAuthError extends Error {
  override name = 'GatewayAuthError';
}

/**
 * One HTTPS call to a gateway with a deadline. Network errors, timeouts and 5xx answers become
 * GatewayUnavailable; the request and answer bodies are never put into the error, since they
 * carry credentials and tokens.
 */
export async function callGateway(
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error ? error.name : 'error';
    throw new GatewayUnavailable(`${new URL(url).pathname}: ${reason}`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new GatewayAuthError(`${new URL(url).pathname}: ${response.status}`);
  }
  if (response.status >= 500) {
    throw new GatewayUnavailable(`${new URL(url).pathname}: HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new GatewayUnavailable(`${new URL(url).pathname}: answer is not JSON`);
  }
}

/** A field of a gateway's JSON answer as a string ('' when absent). */
export const field = (answer: Record<string, unknown>, name: string): string => {
  const value = answer[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
