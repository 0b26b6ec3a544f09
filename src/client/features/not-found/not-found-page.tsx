import { Trans } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button';

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to={pagePath('home')} className={buttonClass()}>
        <Trans>Back to Home</Trans>
      </Link>
    </section>
  );
}
