import { idParamsSchema } from '@academy/contract/path-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminCouponSchema,
  adminDiscountSchema,
  categoryInputSchema,
  couponInputSchema,
  discountInputSchema,
} from '@academy/contract/admin';
import { currentUser } from '../../lib/auth-guard.ts';
import { deleteCategory, listAdminCategories, saveCategory } from './categories-service.ts';
import { deleteCoupon, listAdminCoupons, saveCoupon } from './coupon-settings-service.ts';
import { deleteDiscount, listAdminDiscounts, saveDiscount } from './discount-settings-service.ts';
import {
  presentAdminCategory,
  presentAdminCoupon,
  presentAdminDiscount,
} from './settings-presenter.ts';

const tags = ['admin'];
const params = idParamsSchema;

/** Staff catalogue settings: categories, discounts and coupons (GET, POST; PUT, DELETE on {id}/). */
export const catalogueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  // Every write here changes what the public catalogue shows (catalogue-cache.ts).
  const config = { changesCatalogue: true };

  app.get(
    '/api/admin/categories/',
    { schema: { tags, response: { 200: z.array(adminCategorySchema) } } },
    async () => (await listAdminCategories(app.db)).map(presentAdminCategory),
  );
  app.post(
    '/api/admin/categories/',
    { config, schema: { tags, body: categoryInputSchema, response: { 201: adminCategorySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentAdminCategory(await saveCategory(app.db, actor(request), null, request.body))),
  );
  app.put(
    '/api/admin/categories/:id/',
    {
      config,
      schema: { tags, params, body: categoryInputSchema, response: { 200: adminCategorySchema } },
    },
    async (request) =>
      presentAdminCategory(
        await saveCategory(app.db, actor(request), request.params.id, request.body),
      ),
  );
  app.delete(
    '/api/admin/categories/:id/',
    { config, schema: { tags, params } },
    async (request, reply) => {
      await deleteCategory(app.db, actor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/discounts/',
    { schema: { tags, response: { 200: z.array(adminDiscountSchema) } } },
    async () => (await listAdminDiscounts(app.db)).map((row) => presentAdminDiscount(row)),
  );
  app.post(
    '/api/admin/discounts/',
    { config, schema: { tags, body: discountInputSchema, response: { 201: adminDiscountSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentAdminDiscount(await saveDiscount(app.db, actor(request), null, request.body))),
  );
  app.put(
    '/api/admin/discounts/:id/',
    {
      config,
      schema: { tags, params, body: discountInputSchema, response: { 200: adminDiscountSchema } },
    },
    async (request) =>
      presentAdminDiscount(
        await saveDiscount(app.db, actor(request), request.params.id, request.body),
      ),
  );
  app.delete(
    '/api/admin/discounts/:id/',
    { config, schema: { tags, params } },
    async (request, reply) => {
      await deleteDiscount(app.db, actor(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/coupons/',
    { schema: { tags, response: { 200: z.array(adminCouponSchema) } } },
    async () => (await listAdminCoupons(app.db)).map(presentAdminCoupon),
  );
  app.post(
    '/api/admin/coupons/',
    { schema: { tags, body: couponInputSchema, response: { 201: adminCouponSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentAdminCoupon(await saveCoupon(app.db, actor(request), null, request.body))),
  );
  app.put(
    '/api/admin/coupons/:id/',
    { schema: { tags, params, body: couponInputSchema, response: { 200: adminCouponSchema } } },
    async (request) =>
      presentAdminCoupon(await saveCoupon(app.db, actor(request), request.params.id, request.body)),
  );
  app.delete('/api/admin/coupons/:id/', { schema: { tags, params } }, async (request, reply) => {
    await deleteCoupon(app.db, actor(request), request.params.id);
    return reply.code(204).send();
  });
};
