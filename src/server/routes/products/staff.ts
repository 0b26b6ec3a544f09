// The admin's product management (decisions.md "Staff operations calls", "Partial updates"):
// the full list with stock and whether each product is on sale, create, and change any subset of
// the fields (`{ "stock": 3 }`, `{ "isActive": false }`). Admin only: registered through
// registerStaffRoutes.
import { z } from 'zod';
import {
  productCreateSchema,
  productIdParamsSchema,
  productUpdateSchema,
  staffProductSchema,
  type ProductUpdate,
} from '../../../domain/schemas/products';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import {
  findStaffProduct,
  insertProduct,
  listStaffProducts,
  updateProduct,
} from '../../catalog/products';

/** `images` and the stored form `imageUrl` are the same list; `images` wins when both come. */
function withImages<T extends Pick<ProductUpdate, 'images' | 'imageUrl'>>(body: T) {
  const { imageUrl, images, ...rest } = body;
  const list = images ?? imageUrl;
  return { ...rest, ...(list ? { images: list } : {}) };
}

export const productStaffRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/admin/products',
    { schema: { response: { 200: z.array(staffProductSchema) } } },
    async () => {
      return listStaffProducts(ctx.db);
    },
  );

  app.post(
    '/api/products',
    { schema: { body: productCreateSchema, response: { 201: staffProductSchema } } },
    async (request, reply) => {
      const id = await insertProduct(ctx.db, withImages(request.body));
      const created = await findStaffProduct(ctx.db, id);
      if (!created) throw new Error(`Product ${id} vanished after its insert`);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/products/:id',
    {
      schema: {
        params: productIdParamsSchema,
        body: productUpdateSchema,
        response: { 200: staffProductSchema },
      },
    },
    async (request) => {
      const changed = await updateProduct(ctx.db, request.params.id, withImages(request.body));
      if (!changed) throw new HttpError(404, 'Product not found');
      const product = await findStaffProduct(ctx.db, request.params.id);
      if (!product) throw new HttpError(404, 'Product not found');
      return product;
    },
  );
};
