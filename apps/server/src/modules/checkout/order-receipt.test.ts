import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { authHeader, createCourse, createUser } from '../../test/factories.ts';
import { pageText } from '../../test/pdf-reading.ts';
import {
  createOrderRequest,
  followBack,
  paymentIdOf,
  useCheckoutTestbed,
} from './checkout-test-helpers.ts';
import { includedVat } from './order-receipt-pdf.ts';

const { app, db, sim } = useCheckoutTestbed();

describe('GET /api/orders/{invoice}/receipt/', () => {
  it('is a PDF with the order number, the amount in BDT and the configured VAT line, for its buyer only', async () => {
    const learner = await createUser(db(), { firstName: 'Tahmina', lastName: 'Chowdhury' });
    const course = await createCourse(db(), { title: 'Survival Analysis in R', price: '11500.00' });
    const created = await createOrderRequest(app(), learner, {
      course_id: course.id,
      gateway: 'bkash',
      payment_type: 'single',
    });
    const { order, redirect_url } = created.json<{
      order: { invoice_number: string };
      redirect_url: string;
    }>();
    const url = `/api/orders/${order.invoice_number}/receipt/`;
    const early = await app().inject({
      method: 'GET',
      url,
      headers: await authHeader(app(), learner),
    });
    expect(early.statusCode).toBe(404);

    await followBack(app(), sim().chooseBkash(paymentIdOf(redirect_url), 'success'));
    const response = await app().inject({
      method: 'GET',
      url,
      headers: await authHeader(app(), learner),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${order.invoice_number}.pdf"`,
    );
    const bytes = response.rawPayload;
    const text = pageText(bytes);
    expect(text).toContain(order.invoice_number);
    expect(text).toContain('Tahmina Chowdhury');
    expect(text).toContain('Survival Analysis in R');
    expect(text).toContain('BDT 11,500.00');
    expect(text).toContain('Of which VAT (15%, included)');
    expect(text).toContain('BDT 1,500.00');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Receipt ${order.invoice_number}`);

    const stranger = await createUser(db());
    const peek = await app().inject({
      method: 'GET',
      url,
      headers: await authHeader(app(), stranger),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('works out the VAT a price includes to the poisha', () => {
    expect(includedVat('11500.00', 15)).toBe('1500.00');
    expect(includedVat('100.00', 15)).toBe('13.04');
    expect(includedVat('7000.00', 7.5)).toBe('488.37');
  });
});
