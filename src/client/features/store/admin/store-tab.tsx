// The admin's Store tab (issue 13, decisions.md "Staff operations calls"): store orders (paid,
// fulfilled, cancelled with refund) and product management (create; edit price, stock, images,
// features; deactivate). Loaded only when the tab is opened.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { apiGet, apiRequest, ApiRequestError } from '@/client/lib/api-client';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@/domain/catalog/products';
import { formatMoney } from '@/domain/pricing/format-money';
import type { StaffProduct } from '@/domain/schemas/products';
import type { StaffStoreOrder } from '@/domain/schemas/store-orders';

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const ORDERS_KEY = ['/api/store-orders'];
const PRODUCTS_KEY = ['/api/admin/products'];

const STATUS_STYLE: Record<StaffStoreOrder['status'], string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  paid: 'bg-blue-100 text-blue-900',
  fulfilled: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

function errorText(error: unknown, fallback: string) {
  return error instanceof ApiRequestError ? error.serverMessage : fallback;
}

function Orders({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const orders = useQuery({
    queryKey: ORDERS_KEY,
    queryFn: () => apiGet<StaffStoreOrder[]>('/api/store-orders', auth(token)),
  });
  const update = useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'fulfilled' | 'cancelled' }) =>
      apiRequest<StaffStoreOrder>('PUT', `/api/store-orders/${id}`, { status }, auth(token)),
    onSuccess: (order) => {
      toast({
        title: 'Order Updated',
        description: `${order.reference} is ${order.status}${order.paymentStatus === 'refunded' ? ' (refunded)' : ''}`,
      });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to update the order'),
        variant: 'destructive',
      }),
  });

  if (orders.isPending) return <p role="status">Loading orders…</p>;
  if (orders.isError) return <p role="alert">Failed to load store orders.</p>;
  if (orders.data.length === 0)
    return <p className="text-muted-foreground">No store orders yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Store orders, newest first</caption>
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">Order</th>
            <th className="p-2">Customer</th>
            <th className="p-2">Items</th>
            <th className="p-2">Total</th>
            <th className="p-2">Status</th>
            <th className="p-2">Actions</th>
          </tr>
        </thead>
        <tbody>
          {orders.data.map((order) => (
            <tr key={order.id} className="border-b align-top">
              <td className="p-2">
                <p className="font-medium">{order.reference}</p>
                <p className="text-muted-foreground">
                  {new Date(order.createdAt).toLocaleString('en-US', {
                    timeZone: 'America/New_York',
                  })}
                </p>
              </td>
              <td className="p-2">
                <p>{order.name}</p>
                <p className="text-muted-foreground">{order.phone}</p>
                <p className="text-muted-foreground">{order.email}</p>
                <p className="text-muted-foreground">
                  {order.fulfilment === 'delivery' ? `Delivery: ${order.address ?? ''}` : 'Pickup'}
                </p>
              </td>
              <td className="p-2">
                <ul>
                  {order.items.map((item) => (
                    <li key={item.productId}>
                      {item.name} x {item.quantity}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="p-2">{formatMoney(order.totalCents)}</td>
              <td className="p-2">
                <Badge className={STATUS_STYLE[order.status]}>{order.status}</Badge>
                <p className="mt-1 text-muted-foreground">{order.paymentStatus}</p>
                {order.cancelReason && (
                  <p className="text-muted-foreground">{order.cancelReason}</p>
                )}
              </td>
              <td className="space-y-1 p-2">
                {order.status === 'paid' && (
                  <Button
                    size="sm"
                    disabled={update.isPending}
                    onClick={() => update.mutate({ id: order.id, status: 'fulfilled' })}
                  >
                    Fulfil {order.reference}
                  </Button>
                )}
                {(order.status === 'paid' ||
                  order.status === 'pending' ||
                  (order.status === 'cancelled' && order.paymentStatus === 'paid')) && (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={update.isPending}
                    onClick={() => {
                      const refund = order.paymentStatus === 'paid';
                      if (
                        window.confirm(
                          `Cancel ${order.reference}${refund ? ` and refund ${formatMoney(order.totalCents)}` : ''}?`,
                        )
                      ) {
                        update.mutate({ id: order.id, status: 'cancelled' });
                      }
                    }}
                  >
                    {order.paymentStatus === 'paid' ? 'Cancel and refund' : 'Cancel'}{' '}
                    {order.reference}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ProductForm = {
  name: string;
  description: string;
  category: string;
  price: string;
  stock: string;
  images: string;
  features: string;
};
const EMPTY_FORM: ProductForm = {
  name: '',
  description: '',
  category: 'mounts',
  price: '',
  stock: '0',
  images: '',
  features: '',
};
const formOf = (p: StaffProduct): ProductForm => ({
  name: p.name,
  description: p.description,
  category: p.category,
  price: (p.price / 100).toFixed(2),
  stock: String(p.stock),
  images: p.imageUrl,
  features: p.features.join('\n'),
});

function ProductEditor({
  token,
  product,
  onDone,
}: {
  token: string;
  product: StaffProduct | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProductForm>(product ? formOf(product) : EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: object) =>
      product
        ? apiRequest<StaffProduct>('PUT', `/api/products/${product.id}`, body, auth(token))
        : apiRequest<StaffProduct>('POST', '/api/products', body, auth(token)),
    onSuccess: (saved) => {
      toast({ title: 'Product Saved', description: `${saved.name} was saved.` });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
      onDone();
    },
    onError: (error) => {
      setErrors(error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {});
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to save the product'),
        variant: 'destructive',
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Math.round(Number(form.price) * 100);
    save.mutate({
      name: form.name,
      description: form.description,
      category: form.category,
      price: Number.isFinite(cents) ? cents : -1,
      stock: Number.parseInt(form.stock, 10),
      images: form.images
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
      features: form.features
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
    });
  };
  const field = (key: keyof ProductForm, label: string, input: React.ReactNode) => (
    <div className="space-y-1">
      <Label htmlFor={`product-${key}`}>{label}</Label>
      {input}
      {errors[key] && (
        <p id={`product-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const text = (key: keyof ProductForm, extra: object = {}) => ({
    id: `product-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `product-${key}-error` : undefined,
    ...extra,
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
      <h3 className="font-semibold sm:col-span-2">
        {product ? `Edit ${product.name}` : 'New product'}
      </h3>
      {field('name', 'Name', <Input {...text('name')} />)}
      {field(
        'category',
        'Category',
        <NativeSelect {...text('category')}>
          {PRODUCT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {PRODUCT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </NativeSelect>,
      )}
      {field('price', 'Price (dollars)', <Input {...text('price', { inputMode: 'decimal' })} />)}
      {field('stock', 'Stock (units)', <Input {...text('stock', { inputMode: 'numeric' })} />)}
      <div className="sm:col-span-2">
        {field('description', 'Description', <Input {...text('description')} />)}
      </div>
      <div className="sm:col-span-2">
        {field(
          'images',
          'Images (paths such as /assets/products/x.svg, comma separated, main first)',
          <Input {...text('images')} />,
        )}
      </div>
      <div className="sm:col-span-2">
        {field(
          'features',
          'Features (one per line)',
          <textarea
            {...text('features')}
            rows={4}
            className="w-full rounded-md border border-input bg-background p-2 text-sm"
          />,
        )}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {product ? 'Save Product' : 'Create Product'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Products({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffProduct | 'new' | null>(null);
  const products = useQuery({
    queryKey: PRODUCTS_KEY,
    queryFn: () => apiGet<StaffProduct[]>('/api/admin/products', auth(token)),
  });
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiRequest<StaffProduct>('PUT', `/api/products/${id}`, { isActive }, auth(token)),
    onSuccess: (p) => {
      toast({
        title: 'Product Updated',
        description: `${p.name} is ${p.isActive ? 'on sale' : 'no longer sold'}.`,
      });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorText(error, 'Failed to update the product'),
        variant: 'destructive',
      }),
  });
  if (products.isPending) return <p role="status">Loading products…</p>;
  if (products.isError) return <p role="alert">Failed to load products.</p>;
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
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Products</caption>
          <thead>
            <tr className="border-b text-left">
              <th className="p-2">Product</th>
              <th className="p-2">Price</th>
              <th className="p-2">Stock</th>
              <th className="p-2">Status</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {products.data.map((p) => (
              <tr key={p.id} className="border-b">
                <td className="p-2">
                  <p className="font-medium">{p.name}</p>
                  <p className="text-muted-foreground">
                    {PRODUCT_CATEGORY_LABELS[p.category as 'mounts'] ?? p.category}
                  </p>
                </td>
                <td className="p-2">{formatMoney(p.price)}</td>
                <td className="p-2">{p.stock}</td>
                <td className="p-2">
                  <Badge
                    className={
                      p.isActive ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-900'
                    }
                  >
                    {p.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </td>
                <td className="space-x-1 p-2 whitespace-nowrap">
                  <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                    Edit<span className="sr-only"> {p.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={setActive.isPending}
                    onClick={() => setActive.mutate({ id: p.id, isActive: !p.isActive })}
                  >
                    {p.isActive ? 'Deactivate' : 'Activate'}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default function StoreTab({ token }: { token: string }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="store-orders-heading" className="space-y-3">
        <h2 id="store-orders-heading" className="text-xl font-semibold">
          Store Orders
        </h2>
        <Orders token={token} />
      </section>
      <section aria-labelledby="store-products-heading" className="space-y-3">
        <h2 id="store-products-heading" className="text-xl font-semibold">
          Products
        </h2>
        <Products token={token} />
      </section>
    </div>
  );
}
