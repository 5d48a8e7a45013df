import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseBkash, completeBkash, handleBkashApi, handleBkashPage } from './bkash.ts';
import { sendJson, type SimRequest, readRequest } from './http.ts';
import { chooseSsl, handleSslApi, handleSslPage, settleSslRefund } from './sslcommerz.ts';
import {
  createState,
  defaultBehaviour,
  emptyStats,
  simulatorCredentials,
  type Behaviour,
  type Choice,
  type SimulatorState,
  type SslSession,
} from './state.ts';

export { simulatorCredentials };

/** What a test may steer: switches, the payer's choices without a browser, and call counts. */
export type SimulatorControl = {
  set(changes: Partial<Behaviour>): void;
  reset(): void;
  stats(): SimulatorState['stats'];
  /** The payer chooses on bKash's page; returns the callback URL the browser is sent to. */
  chooseBkash(paymentID: string, choice: Choice): string;
  /** The payer chooses on SSLCommerz's page; the IPN is sent unless `ipn` is false. */
  chooseSsl(
    sessionkey: string,
    choice: Choice,
    options?: { ipn?: boolean },
  ): Promise<{ url: string; fields: Record<string, string> }>;
  /** Forgets every issued id_token, as when bKash rotates them. */
  expireTokens(): void;
  /**
   * bKash completes an authorised payment on an execute whose answer never reached the merchant
   * (its process stopped mid-call): only payment/status can tell the merchant now.
   */
  completeBkash(paymentID: string): void;
  /** SSLCommerz settles a refund that answered processing. */
  settleSslRefund(refundRefId: string, outcome: 'refunded' | 'cancelled'): void;
  /** The SSLCommerz session opened for a tran_id (the fields it was sent), for assertions. */
  sslSessionOf(tranId: string): SslSession | undefined;
};

export type GatewaySimulator = {
  url: string;
  /** BKASH_BASE_URL for the server. */
  bkashBaseUrl: string;
  /** SSLCOMMERZ_BASE_URL for the server. */
  sslcommerzBaseUrl: string;
  control: SimulatorControl;
  close(): Promise<void>;
};

function createControl(state: SimulatorState): SimulatorControl {
  return {
    set: (changes) => Object.assign(state.behaviour, changes),
    reset: () => {
      state.behaviour = defaultBehaviour();
      state.stats = emptyStats();
    },
    stats: () => ({ ...state.stats }),
    chooseBkash: (paymentID, choice) => chooseBkash(state, paymentID, choice),
    chooseSsl: (sessionkey, choice, options) => chooseSsl(state, sessionkey, choice, options),
    expireTokens: () => state.tokens.clear(),
    completeBkash: (paymentID) => completeBkash(state, paymentID),
    settleSslRefund: (refundRefId, outcome) => settleSslRefund(state, refundRefId, outcome),
    sslSessionOf: (tranId) => [...state.sessions.values()].find((one) => one.tranId === tranId),
  };
}

/**
 * POST /__control/{set,reset,settle-ssl-refunds} with a JSON body, GET /__control/stats: for the
 * e2e suite. settle-ssl-refunds ({ outcome }) settles every SSLCommerz refund still processing.
 */
function handleControl(
  state: SimulatorState,
  control: SimulatorControl,
  request: SimRequest,
  response: ServerResponse,
) {
  if (!request.path.startsWith('/__control/')) return false;
  const action = request.path.slice('/__control/'.length);
  if (action === 'set' && request.method === 'POST')
    control.set(request.body as Partial<Behaviour>);
  else if (action === 'reset' && request.method === 'POST') control.reset();
  else if (action === 'settle-ssl-refunds' && request.method === 'POST') {
    const outcome = request.body.outcome === 'cancelled' ? 'cancelled' : 'refunded';
    for (const session of state.sessions.values()) {
      for (const refund of session.refunds) {
        if (refund.state === 'processing') control.settleSslRefund(refund.refundRefId, outcome);
      }
    }
  } else if (action !== 'stats') return (sendJson(response, 404, { detail: 'Not found.' }), true);
  sendJson(response, 200, control.stats());
  return true;
}

/**
 * Starts a local stand-in for bKash Tokenized Checkout and SSLCommerz on `port` (0: any free
 * port). Nothing here moves money; it speaks the gateways' documented requests and answers so
 * the academy can be developed, demonstrated and tested offline.
 */
export async function startGatewaySimulator(
  options: { port?: number; host?: string } = {},
): Promise<GatewaySimulator> {
  const state = createState();
  const control = createControl(state);
  const server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming);
      const handled =
        handleControl(state, control, request, response) ||
        (await handleBkashApi(state, request, response)) ||
        handleBkashPage(state, request, response) ||
        handleSslApi(state, request, response) ||
        (await handleSslPage(state, request, response));
      if (!handled) sendJson(response, 404, { message: 'Not Found' });
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: String(error) });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  return {
    url,
    bkashBaseUrl: `${url}/bkash/v1.2.0-beta`,
    sslcommerzBaseUrl: `${url}/sslcommerz`,
    control,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The server's environment for this simulator (what PAYMENT_SIMULATOR=1 sets). */
export function simulatorEnvironment(
  simulator: Pick<GatewaySimulator, 'bkashBaseUrl' | 'sslcommerzBaseUrl'>,
) {
  const { bkash, sslcommerz } = simulatorCredentials;
  return {
    BKASH_BASE_URL: simulator.bkashBaseUrl,
    BKASH_USERNAME: bkash.username,
    BKASH_PASSWORD: bkash.password,
    BKASH_APP_KEY: bkash.appKey,
    BKASH_APP_SECRET: bkash.appSecret,
    SSLCOMMERZ_BASE_URL: simulator.sslcommerzBaseUrl,
    SSLCOMMERZ_STORE_ID: sslcommerz.storeId,
    SSLCOMMERZ_STORE_PASSWORD: sslcommerz.storePassword,
  };
}
