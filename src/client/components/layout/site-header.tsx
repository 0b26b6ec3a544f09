import { Link } from 'react-router';

/** The sticky header slot; the marketing issue fills in navigation and actions. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <img src="/assets/logo.svg" alt="" width={32} height={32} />
          Charlotte TV Mounting
        </Link>
      </div>
    </header>
  );
}
