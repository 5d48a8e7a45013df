import { downloadWithSession } from '../../../lib/download';

/** GET /api/orders/{invoice}/receipt/ with the session's bearer token, saved as the PDF. */
export function downloadReceipt(invoice: string): Promise<void> {
  return downloadWithSession(
    `/api/orders/${encodeURIComponent(invoice)}/receipt/`,
    `receipt-${invoice}.pdf`,
  );
}
