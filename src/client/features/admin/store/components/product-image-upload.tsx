// An image for a product: POST /api/product-images (checked by the server), added to the list as
// the site's own path, never another site's address (issue 26 item 16).
import { useMutation } from '@tanstack/react-query';
import { Loader2, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { failureText } from '@/client/components/staff/failure';
import { productImages } from '@/client/components/store/product-images';
import { SafeImage } from '@/client/components/store/safe-image';
import { ApiRequestError } from '@/client/lib/api-client';
import { uploadProductImage } from '../api/store-admin-api';

export function ImageUpload({
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
