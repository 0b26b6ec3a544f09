// Create or edit a product (decisions.md "Store (Mount Depot)": name, description, category,
// price in cents, stock, images, features, tags). Images are site paths; an uploaded image
// (POST /api/product-images, checked by the server) is added to the list as the site's own path,
// never another site's address (issue 26 item 16).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, X } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { failureText, toastFailure } from '@/client/components/staff/failure';
import { ApiRequestError } from '@/client/lib/api-client';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@/domain/catalog/products';
import type { StaffProduct } from '@/domain/schemas/products';
import { SafeImage } from '@/client/components/store/safe-image';
import { productImages } from '@/client/components/store/product-images';
import {
  invalidateAfterProductChange,
  saveProduct,
  uploadProductImage,
} from '../api/store-admin-api';

type ProductForm = {
  name: string;
  description: string;
  category: string;
  price: string;
  stock: string;
  images: string;
  features: string;
  tags: string;
};
const EMPTY_FORM: ProductForm = {
  name: '',
  description: '',
  category: 'mounts',
  price: '',
  stock: '0',
  images: '',
  features: '',
  tags: '',
};
const formOf = (p: StaffProduct): ProductForm => ({
  name: p.name,
  description: p.description,
  category: p.category,
  price: (p.price / 100).toFixed(2),
  stock: String(p.stock),
  images: p.imageUrl,
  features: p.features.join('\n'),
  tags: p.tags.join(', '),
});
const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
const imagesOf = (text: string) => listOf(text, /[\s,]+/);

function ImageUpload({
  token,
  images,
  onChange,
}: {
  token: string;
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const upload = useMutation({
    mutationFn: (file: File) => uploadProductImage(token, file),
    onMutate: (file) => {
      setError('');
      setStatus(`Uploading ${file.name}…`);
    },
    onSuccess: (uploaded, file) => {
      onChange([...images, uploaded.url]);
      setStatus(`${file.name} uploaded (${uploaded.width} x ${uploaded.height}).`);
    },
    onError: (failure) => {
      setStatus('');
      const fields = failure instanceof ApiRequestError ? failure.body?.fieldErrors : undefined;
      setError(fields?.image ?? failureText(failure, 'The image could not be uploaded.'));
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };
  return (
    <div className="space-y-2">
      <Label htmlFor="product-image-upload">Upload an image (JPG, PNG or WebP, up to 5 MB)</Label>
      <Input
        id="product-image-upload"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={pick}
        disabled={upload.isPending}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'product-image-upload-error' : undefined}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {upload.isPending && <Loader2 className="mr-1 inline size-4 animate-spin" aria-hidden />}
        {status}
      </p>
      {error && (
        <p id="product-image-upload-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Product images, main first">
          {images.map((src, i) => (
            <li key={`${src}-${i}`} className="relative">
              <SafeImage
                src={productImages(src)[0] ?? src}
                alt={`Image ${i + 1} of ${images.length}`}
                fallbackSize={[160, 160]}
                className="size-20 rounded-md border bg-muted object-contain"
              />
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute -top-2 -right-2 size-7 rounded-full border"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                aria-label={`Remove image ${i + 1}`}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ProductEditor({
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
    mutationFn: (body: object) => saveProduct(token, product?.id ?? null, body),
    onSuccess: (saved) => {
      toast({ title: 'Product Saved', description: `${saved.name} was saved.` });
      void invalidateAfterProductChange(queryClient);
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {};
      // "images.2" and "tags.0" belong to their fields.
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([key, text]) => [key.split('.')[0], text])),
      );
      toastFailure('Error', error, 'Failed to save the product');
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
      images: imagesOf(form.images),
      features: listOf(form.features, /\n/),
      tags: listOf(form.tags, /,/),
    });
  };
  const field = (key: keyof ProductForm, label: string, input: ReactNode) => (
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
      <div className="space-y-3 sm:col-span-2">
        {field(
          'images',
          'Images (paths such as /assets/products/x.svg, comma separated, main first)',
          <Input {...text('images')} />,
        )}
        <ImageUpload
          token={token}
          images={imagesOf(form.images)}
          onChange={(images) => setForm((f) => ({ ...f, images: images.join(', ') }))}
        />
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
      <div className="sm:col-span-2">
        {field(
          'tags',
          'Tags (comma separated; the store search finds them)',
          <Input {...text('tags')} />,
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
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
