// Create or edit a product (decisions.md "Store (Mount Depot)": name, description, category,
// price in cents, stock, images, features, tags; the optional Spanish name and description of
// /es/mount-depot, issue 28) on react-hook-form with the product routes' own rules
// (productCreateSchema): the form's text becomes the route's body, then is checked by them. An
// empty Spanish field is sent as null: the store shows the English words.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { get, useForm, useWatch, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { toastFailure } from '@/client/components/staff/failure';
import { ApiRequestError } from '@/client/lib/api-client';
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from '@/domain/catalog/products';
import { productCreateSchema, type StaffProduct } from '@/domain/schemas/products';
import { invalidateAfterProductChange, saveProduct } from '../api/store-admin-api';
import { ImageUpload } from './product-image-upload';

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);
const imagesOf = (text: string) => listOf(text, /[\s,]+/);

const route = productCreateSchema.shape;
/** The editor's text fields, turned into the route's body and checked by its rules. */
const productFormSchema = z.object({
  name: route.name,
  description: route.description,
  nameEs: route.nameEs.unwrap(),
  descriptionEs: route.descriptionEs.unwrap(),
  category: z.string().pipe(route.category),
  price: z
    .string()
    .transform((dollars) => {
      const cents = Math.round(Number(dollars) * 100);
      return Number.isFinite(cents) ? cents : -1;
    })
    .pipe(route.price),
  stock: z
    .string()
    .transform((units) => Number.parseInt(units, 10))
    .pipe(route.stock.unwrap()),
  images: z.string().transform(imagesOf).pipe(route.images.unwrap()),
  features: z
    .string()
    .transform((text) => listOf(text, /\n/))
    .pipe(route.features.unwrap()),
  tags: z
    .string()
    .transform((text) => listOf(text, /,/))
    .pipe(route.tags.unwrap()),
});
type ProductForm = z.input<typeof productFormSchema>;
type ProductBody = z.output<typeof productFormSchema>;

const EMPTY_FORM: ProductForm = {
  name: '',
  description: '',
  nameEs: '',
  descriptionEs: '',
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
  nameEs: p.nameEs ?? '',
  descriptionEs: p.descriptionEs ?? '',
  category: p.category,
  price: (p.price / 100).toFixed(2),
  stock: String(p.stock),
  images: p.imageUrl,
  features: p.features.join('\n'),
  tags: p.tags.join(', '),
});

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
  const form = useForm<ProductForm, unknown, ProductBody>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? formOf(product) : EMPTY_FORM,
    reValidateMode: 'onSubmit',
  });
  const images = useWatch({ control: form.control, name: 'images' });
  /** A field's message; "images.2" and "tags.0" show under their list's field. */
  const errorOf = (key: keyof ProductForm): string | undefined => {
    const error = get(form.formState.errors, key) as FieldError | FieldError[] | undefined;
    return Array.isArray(error) ? error.find(Boolean)?.message : error?.message;
  };
  const save = useMutation({
    mutationFn: (body: ProductBody) => saveProduct(token, product?.id ?? null, body),
    onSuccess: (saved) => {
      toast({ title: 'Product Saved', description: `${saved.name} was saved.` });
      void invalidateAfterProductChange(queryClient);
      onDone();
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? (error.body?.fieldErrors ?? {}) : {};
      // "images.2" and "tags.0" belong to their fields.
      for (const [key, message] of Object.entries(fields)) {
        form.setError(key.split('.')[0] as keyof ProductForm, { message });
      }
      toastFailure('Error', error, 'Failed to save the product');
    },
  });
  /** A labelled input with its error; `wide` spans both columns on a wider screen. */
  const field = (key: keyof ProductForm, label: string, input: ReactNode, wide = false) => (
    <div className={cn('space-y-1', wide && 'sm:col-span-2')}>
      <Label htmlFor={`product-${key}`}>{label}</Label>
      {input}
      {errorOf(key) && (
        <p id={`product-${key}-error`} className="text-sm text-destructive">
          {errorOf(key)}
        </p>
      )}
    </div>
  );
  const text = (key: keyof ProductForm, extra: object = {}) => ({
    id: `product-${key}`,
    ...form.register(key),
    'aria-invalid': Boolean(errorOf(key)),
    'aria-describedby': errorOf(key) ? `product-${key}-error` : undefined,
    ...extra,
  });
  return (
    <form
      onSubmit={(e) => void form.handleSubmit((body) => save.mutate(body))(e)}
      noValidate
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2"
    >
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
      {field('description', 'Description', <Input {...text('description')} />, true)}
      {field('nameEs', 'Spanish name', <Input {...text('nameEs', { lang: 'es' })} />)}
      {field(
        'descriptionEs',
        'Spanish description',
        <Input {...text('descriptionEs', { lang: 'es' })} />,
        true,
      )}
      <div className="space-y-3 sm:col-span-2">
        {field(
          'images',
          'Images (paths such as /assets/products/x.svg, comma separated, main first)',
          <Input {...text('images')} />,
        )}
        <ImageUpload
          token={token}
          images={imagesOf(images)}
          onChange={(list) => form.setValue('images', list.join(', '), { shouldDirty: true })}
        />
      </div>
      {field(
        'features',
        'Features (one per line)',
        <textarea
          {...text('features')}
          rows={4}
          className="w-full rounded-md border border-input bg-background p-2 text-sm"
        />,
        true,
      )}
      {field(
        'tags',
        'Tags (comma separated; the store search finds them)',
        <Input {...text('tags')} />,
        true,
      )}
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
