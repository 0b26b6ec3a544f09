import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** A card that is a named region of its page: its title labels it, with an optional badge beside
 * the title and a description under it. */
export function RegionCard({
  id,
  title,
  badge,
  description,
  className,
  contentClassName,
  children,
}: {
  /** The title's id, which names the region. */
  id: string;
  title: ReactNode;
  badge?: ReactNode;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const heading = <CardTitle id={id}>{title}</CardTitle>;
  return (
    <Card role="region" aria-labelledby={id} className={className}>
      <CardHeader>
        {badge ? (
          <div className="flex items-start justify-between gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
