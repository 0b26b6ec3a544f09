// The products: a table from 1024 px, one card per product below (README "Staff screens", issue
// 26 item 16); Add Product, Edit, Deactivate/Activate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { RowButton } from '@/client/components/staff/row-button';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { useWideScreen } from '@/client/lib/use-wide-screen';
import { StaffCards, StaffTable, type StaffColumn } from '@/client/components/staff/staff-table';
import { PRODUCT_CATEGORY_LABELS } from '@/domain/catalog/products';
import { formatMoney } from '@/domain/pricing/format-money';
import type { StaffProduct } from '@/domain/schemas/products';
import { productImages } from '@/client/components/store/product-images';
import { SafeImage } from '@/client/components/store/safe-image';
import { ProductEditor } from './product-editor';
import {
  adminProductsQueryOptions,
  invalidateAfterProductChange,
  saveProduct,
} from '../api/store-admin-api';

type RowProps = {
  product: StaffProduct;
  busy: boolean;
  onEdit: (product: StaffProduct) => void;
  onToggle: (product: StaffProduct) => void;
};

const categoryOf = (p: StaffProduct) =>
  PRODUCT_CATEGORY_LABELS[p.category as 'mounts'] ?? p.category;

function ActiveBadge({ product }: { product: StaffProduct }) {
  return (
    <Badge
      className={product.isActive ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-900'}
    >
      {product.isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

function Actions({ product, busy, onEdit, onToggle }: RowProps) {
  return (
    <div className="flex flex-wrap gap-1">
      <RowButton onClick={() => onEdit(product)} label="Edit" srText={` ${product.name}`} />
      <RowButton
        disabled={busy}
        onClick={() => onToggle(product)}
        label={product.isActive ? 'Deactivate' : 'Activate'}
        srText={` ${product.name}`}
      />
    </div>
  );
}

function Thumb({ product }: { product: StaffProduct }) {
  return (
    <SafeImage
      src={productImages(product.imageUrl)[0] ?? ''}
      alt=""
      fallbackSize={[96, 96]}
      className="size-12 shrink-0 rounded-md border bg-muted object-contain"
    />
  );
}

type ListProps = { products: StaffProduct[] } & Omit<RowProps, 'product'>;

const productColumns = (rest: Omit<RowProps, 'product'>): StaffColumn<StaffProduct>[] => [
  {
    header: 'Product',
    cell: (p) => (
      <div className="flex items-center gap-3">
        <Thumb product={p} />
        <div>
          <p className="font-medium">{p.name}</p>
          <p className="text-muted-foreground">{categoryOf(p)}</p>
        </div>
      </div>
    ),
  },
  { header: 'Price', cell: (p) => formatMoney(p.price) },
  { header: 'Stock', cell: (p) => p.stock },
  { header: 'Status', cell: (p) => <ActiveBadge product={p} /> },
  { header: 'Actions', cell: (p) => <Actions product={p} {...rest} /> },
];

function ProductTable({ products, ...rest }: ListProps) {
  return (
    <StaffTable look="store" caption="Products" columns={productColumns(rest)} rows={products} />
  );
}

function ProductCards({ products, ...rest }: ListProps) {
  return (
    <StaffCards
      rows={products}
      label="Products"
      rowLabel={(p) => p.name}
      card={(p) => (
        <>
          <div className="flex items-start gap-3">
            <Thumb product={p} />
            <div className="min-w-0 flex-1 break-words">
              <p className="font-medium">{p.name}</p>
              <p className="text-muted-foreground">{categoryOf(p)}</p>
            </div>
            <ActiveBadge product={p} />
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-muted-foreground">Price</dt>
              <dd className="font-medium tabular-nums">{formatMoney(p.price)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Stock</dt>
              <dd className="font-medium tabular-nums">{p.stock}</dd>
            </div>
          </dl>
          <Actions product={p} {...rest} />
        </>
      )}
    />
  );
}

export function ProductsList({ token }: { token: string }) {
  const wide = useWideScreen();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffProduct | 'new' | null>(null);
  const products = useQuery(adminProductsQueryOptions(token));
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      saveProduct(token, id, { isActive }),
    onSuccess: (p) => {
      toast({
        title: 'Product Updated',
        description: `${p.name} is ${p.isActive ? 'on sale' : 'no longer sold'}.`,
      });
      void invalidateAfterProductChange(queryClient);
    },
    onError: (error) => toastFailure('Error', error, 'Failed to update the product'),
  });
  if (products.isPending) return <p role="status">Loading products…</p>;
  if (products.isError) return <p role="alert">Failed to load products.</p>;
  const props: ListProps = {
    products: products.data,
    busy: setActive.isPending,
    onEdit: setEditing,
    onToggle: (p) => setActive.mutate({ id: p.id, isActive: !p.isActive }),
  };
  return (
    <div className="space-y-4">
      {editing ? (
        <ProductEditor
          key={editing === 'new' ? 'new' : editing.id}
          token={token}
          product={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>Add Product</Button>
      )}
      {wide ? <ProductTable {...props} /> : <ProductCards {...props} />}
    </div>
  );
}
