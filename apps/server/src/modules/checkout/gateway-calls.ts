import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { GatewayAuthError, GatewayUnavailable } from './gateway-http.ts';
import { markOpened, markUnsuccessful, type OrderRow } from './order-service.ts';

/** True for errors that leave the payment's outcome unknown (retry later), false for bugs. */
export const isGatewayTrouble = (error: unknown) =>
  error instanceof GatewayUnavailable || error instanceof GatewayAuthError;

type Logged = { log: FastifyBaseLogger };
type Invoiced = Pick<OrderRow, 'invoiceNumber'>;

/**
 * Asks a gateway about an order. When the gateway cannot be reached or refuses our credentials,
 * the outcome is unknown: `${step} failed` is logged with the invoice and `whenUnknown` answers
 * instead. Any other error is a bug and is thrown.
 */
export async function askGateway<T>(
  deps: Logged,
  order: Invoiced,
  step: string,
  call: () => Promise<T>,
  whenUnknown: () => T | Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isGatewayTrouble(error)) throw error;
    deps.log.warn({ invoice: order.invoiceNumber, err: error }, `${step} failed`);
    return whenUnknown();
  }
}

/** What a gateway answers to opening a payment: its reference and where to send the payer. */
export type GatewayOpening = { reference: string; redirectUrl: string } | { refused: object };

/**
 * Opens the order's payment at its gateway with `open` and marks the order opened there. When the
 * gateway refuses or does not answer, the order fails at once: it holds no payment at the gateway,
 * so nothing can have been paid.
 */
export async function openAtGateway(
  deps: Logged & { db: Db; jobs: Jobs },
  order: OrderRow,
  step: string,
  open: () => Promise<GatewayOpening>,
): Promise<{ order: OrderRow; redirectUrl: string } | null> {
  const fail = async () => {
    await markUnsuccessful(deps.db, order.id, 'failed', 'gateway_unavailable');
    return null;
  };
  const opening = await askGateway(deps, order, step, open, () => null);
  if (opening === null) return fail();
  if ('refused' in opening) {
    deps.log.warn({ invoice: order.invoiceNumber, ...opening.refused }, `${step} refused`);
    return fail();
  }
  return {
    order: await markOpened(deps.db, deps.jobs, order.id, opening.reference),
    redirectUrl: opening.redirectUrl,
  };
}
