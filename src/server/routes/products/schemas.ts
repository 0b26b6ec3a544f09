// The product bodies live in src/domain/schemas/products.ts, shared with the store's client.
export {
  productListSchema,
  productsQuerySchema,
  type Product,
  type ProductsQuery,
} from '../../../domain/schemas/products';
