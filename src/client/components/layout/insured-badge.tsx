/** The insured badge, a square of `size` pixels; decoration only (the text beside it says it). */
export function InsuredBadge({
  size,
  lazy = false,
  className,
}: {
  size: number;
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src="/assets/badges/insured.svg"
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={className}
    />
  );
}
