// The card every return page after a payment sits in (a booking's and a store order's): what the
// page says, then its own first action and the way back to the store and home.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { pagePath } from '@/domain/site/paths';

export function ReturnPanel({
  className,
  action,
  children,
}: {
  className?: string;
  /** The page's own first button; without it, "Continue Shopping" leads. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <Card className={className}>
        <CardContent className="space-y-6 p-6 sm:p-10">
          {children}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
            {action}
            <Link
              to={pagePath('mountDepot')}
              className={buttonClass({ variant: action ? 'outline' : 'default', size: 'lg' })}
            >
              <Trans>Continue Shopping</Trans>
            </Link>
            <Link to={pagePath('home')} className={buttonClass({ variant: 'outline', size: 'lg' })}>
              <Trans>Back to Home</Trans>
            </Link>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
