import type { PaymentsConfig } from '../../config.ts';
import { createBkashClient, type BkashClient } from './bkash-client.ts';
import { createSslcommerzClient, type SslcommerzClient } from './sslcommerz-client.ts';

export type GatewayClients = { bkash: BkashClient | null; sslcommerz: SslcommerzClient | null };

/** The clients of the configured gateways (null for one without credentials). */
export function createGatewayClients(payments: PaymentsConfig): GatewayClients {
  return {
    bkash: payments.bkash ? createBkashClient(payments.bkash, payments.timeoutMs) : null,
    sslcommerz: payments.sslcommerz
      ? createSslcommerzClient(payments.sslcommerz, payments.timeoutMs)
      : null,
  };
}
