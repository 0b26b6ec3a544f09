import { useState, type ImgHTMLAttributes } from 'react';
import { placeholderImage } from './product-images';

/** An image that shows the placeholder when it fails to load (store-staff-assistant.md §8). */
export function SafeImage({
  src,
  fallbackSize = [400, 300],
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallbackSize?: [number, number] }) {
  const [failed, setFailed] = useState<string | null>(null);
  const fallback = placeholderImage(...fallbackSize);
  return (
    <img {...props} src={failed === src || !src ? fallback : src} onError={() => setFailed(src)} />
  );
}
