// The site's own 4:3 pictures (service illustrations, gallery drawings), with their intrinsic size
// so the page does not shift while they load.
import { clsx } from 'clsx';

const SIZES = { card: { width: 800, height: 600 }, gallery: { width: 1200, height: 900 } } as const;

export function SiteImage({
  src,
  alt,
  size,
  lazy = true,
  className,
}: {
  src: string;
  alt: string;
  size: keyof typeof SIZES;
  /** Below the fold: loaded as it nears the screen and decoded off the main thread. */
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      {...SIZES[size]}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      className={clsx('aspect-[4/3] h-auto w-full object-cover', className)}
    />
  );
}
