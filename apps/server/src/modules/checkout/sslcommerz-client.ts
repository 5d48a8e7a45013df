import type { SslcommerzConfig } from '../../config.ts';
import { callGateway, field, GatewayUnavailable } from './gateway-http.ts';
import { isSignedBySslcommerz } from './sslcommerz-signature.ts';

// A thin client of SSLCommerz's v4 API: a form POST opens a session (answering GatewayPageURL);
// the validation API, asked with the val_id and the store's credentials, is the only word on a
// payment; the transaction query finds payments by our tran_id and, with bank_tran_id and
// refund_amount, refunds.

/** What SSLCommerz says about one payment (validation answers and query elements alike). */
export type SslPaymentReport = {
  status: string;
  tranId: string;
  valId: string;
  bankTranId: string;
  amount: string;
  currency: string;
  /** The amount and currency the payer was charged in, when SSLCommerz reports them. */
  currencyAmount: string;
  currencyType: string;
  riskLevel: string;
};

export type SslcommerzClient = ReturnType<typeof createSslcommerzClient>;

export const sslReport = (answer: Record<string, unknown>): SslPaymentReport => ({
  status: field(answer, 'status'),
  tranId: field(answer, 'tran_id'),
  valId: field(answer, 'val_id'),
  bankTranId: field(answer, 'bank_tran_id'),
  amount: field(answer, 'amount'),
  currency: field(answer, 'currency'),
  currencyAmount: field(answer, 'currency_amount'),
  currencyType: field(answer, 'currency_type'),
  riskLevel: field(answer, 'risk_level'),
});

/**
 * APIConnect says whether SSLCommerz ran the query at all (INVALID_REQUEST, FAILED, INACTIVE or
 * DONE): an answer without DONE says nothing about any payment, so it is an unknown outcome, as if
 * SSLCommerz had not answered.
 */
function requireConnected(answer: Record<string, unknown>, path: string) {
  const connect = field(answer, 'APIConnect');
  if (connect !== '' && connect !== 'DONE') {
    throw new GatewayUnavailable(`${path}: APIConnect ${connect}`);
  }
  return answer;
}

export function createSslcommerzClient(config: SslcommerzConfig, timeoutMs: number) {
  const store = { store_id: config.storeId, store_passwd: config.storePassword };
  const validatorUrl = (path: string, query: Record<string, string>) =>
    `${config.baseUrl}/validator/api/${path}?${new URLSearchParams({ ...query, ...store, format: 'json' })}`;
  const ask = async (path: string, query: Record<string, string>) =>
    requireConnected(
      await callGateway(validatorUrl(path, query), { method: 'GET', timeoutMs }),
      path,
    );

  return {
    /** Whether an IPN or browser return carries SSLCommerz's verify_sign over its fields. */
    isSigned: (fields: Record<string, unknown>) =>
      isSignedBySslcommerz(fields, config.storePassword),

    /** Opens a session for an order; answers the gateway page, or null when refused. */
    async openSession(session: {
      invoiceNumber: string;
      amount: string;
      productName: string;
      customer: { name: string; email: string; phone: string };
      urls: { success: string; fail: string; cancel: string; ipn: string };
    }) {
      const answer = await callGateway(`${config.baseUrl}/gwprocess/v4/api.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...store,
          total_amount: session.amount,
          currency: 'BDT',
          tran_id: session.invoiceNumber,
          success_url: session.urls.success,
          fail_url: session.urls.fail,
          cancel_url: session.urls.cancel,
          ipn_url: session.urls.ipn,
          // Lengths as SSLCommerz documents them: cus_name and cus_email at most 50.
          cus_name: session.customer.name.slice(0, 50),
          cus_email: session.customer.email.slice(0, 50),
          cus_add1: 'Dhaka',
          cus_city: 'Dhaka',
          cus_country: 'Bangladesh',
          cus_phone: session.customer.phone.slice(0, 20),
          shipping_method: 'NO',
          num_of_item: '1',
          product_name: session.productName.slice(0, 250),
          product_category: 'Education',
          product_profile: 'non-physical-goods',
        }).toString(),
        timeoutMs,
      });
      const page = field(answer, 'GatewayPageURL');
      const sessionkey = field(answer, 'sessionkey');
      return field(answer, 'status') === 'SUCCESS' && page && sessionkey
        ? { page, sessionkey }
        : null;
    },

    /** validationserverAPI: VALID or VALIDATED only for a real, completed payment. */
    validate: async (valId: string) =>
      sslReport(await ask('validationserverAPI.php', { val_id: valId, v: '1' })),

    /** merchantTransIDvalidationAPI by tran_id: every attempt SSLCommerz knows for an order. */
    async findPayments(invoiceNumber: string): Promise<SslPaymentReport[]> {
      const answer = await ask('merchantTransIDvalidationAPI.php', { tran_id: invoiceNumber });
      const elements = Array.isArray(answer.element) ? answer.element : [];
      return elements.map((element) => sslReport(element as Record<string, unknown>));
    },

    /**
     * The refund API: `refundTransId` is our own id of the refund (mandatory, at most 30
     * characters), which SSLCommerz keeps unique (asked again, it answers the same refund).
     * status is success or processing (accepted; the refund query confirms it later) with a
     * refund_ref_id, or failed with an errorReason.
     */
    async refund(refund: {
      bankTranId: string;
      refundTransId: string;
      amount: string;
      remarks: string;
    }) {
      const answer = await callGateway(
        validatorUrl('merchantTransIDvalidationAPI.php', {
          bank_tran_id: refund.bankTranId,
          refund_trans_id: refund.refundTransId,
          refund_amount: refund.amount,
          refund_remarks: refund.remarks,
          v: '1',
        }),
        { method: 'GET', timeoutMs },
      );
      return {
        apiConnect: field(answer, 'APIConnect'),
        status: field(answer, 'status'),
        refundRefId: field(answer, 'refund_ref_id'),
        errorReason: field(answer, 'errorReason'),
      };
    },

    /** The refund query by refund_ref_id: status refunded, processing or cancelled. */
    async refundQuery(refundRefId: string) {
      const answer = await ask('merchantTransIDvalidationAPI.php', { refund_ref_id: refundRefId });
      return {
        apiConnect: field(answer, 'APIConnect'),
        status: field(answer, 'status'),
        errorReason: field(answer, 'errorReason'),
      };
    },
  };
}
