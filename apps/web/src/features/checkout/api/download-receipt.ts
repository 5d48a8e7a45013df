import { refreshAccessToken } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { readSession } from '../../../lib/auth/session-storage';

/**
 * GET /api/orders/{invoice}/receipt/ with the session's bearer token (a plain link would carry
 * none), then hands the PDF to the browser as a download.
 */
export async function downloadReceipt(invoice: string): Promise<void> {
  const path = `/api/orders/${encodeURIComponent(invoice)}/receipt/`;
  const get = (token: string | undefined) =>
    fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const token = readSession()?.accessToken;
  let response = await get(token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await get(fresh);
  }
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `receipt-${invoice}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
