import { pagePath } from '@/domain/site/paths';
import { ArrowLeft, Menu, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { clsx } from 'clsx';
import { toggleAssistant, useAssistantVisibility } from '@/client/lib/assistant-visibility';
import { useSiteMode } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { LanguageSwitch } from '@/client/i18n/language-switch';
import { openCallDialog } from './call-dialog-store';
import { SiteNavLinks } from './site-nav-links';

/**
 * The sticky header (booking-flow.md section 2): nav, AI Chat, Call and Mount Builder; the small
 * Admin link on large screens; in builder mode one 'Back to Home' button replaces the nav and the
 * Mount Builder button is hidden. Phones get a disclosure menu with the same links.
 */
export function SiteHeader() {
  const business = useBusiness();
  const { pathname } = useLocation();
  const siteMode = useSiteMode();
  const assistant = useAssistantVisibility();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const inBuilder = siteMode.mode === 'builder';

  // A followed link or a new mode closes the menu.
  const [menuKey, setMenuKey] = useState(`${pathname}|${siteMode.mode}`);
  if (menuKey !== `${pathname}|${siteMode.mode}`) {
    setMenuKey(`${pathname}|${siteMode.mode}`);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  function startBuilder() {
    siteMode.enterBuilder('builder');
  }

  function backToHome() {
    siteMode.exitToHome();
  }

  return (
    <header className="relative border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link
          to={pagePath('home')}
          onClick={() => {
            if (inBuilder) backToHome();
          }}
          className="mr-auto flex shrink-0 items-center gap-2 rounded-md lg:mr-4"
        >
          <img src="/assets/logo.svg" alt="" width={36} height={36} className="size-9" />
          {/* In the builder a 320 px phone keeps Back to Home and Call in view: logo only. */}
          <span
            className={clsx(
              'flex flex-col leading-tight sm:flex-row sm:gap-1.5',
              inBuilder && 'max-sm:sr-only',
            )}
          >
            <span className="text-[15px] font-extrabold tracking-tight text-slate-900 sm:text-lg">
              Charlotte
            </span>
            <span className="text-[15px] font-extrabold tracking-tight text-blue-700 sm:text-lg">
              TV Mounting
            </span>
          </span>
        </Link>

        {inBuilder ? (
          <Button
            variant="outline"
            size="sm"
            onClick={backToHome}
            aria-label="Back to Home"
            className="shrink-0 lg:mr-auto"
          >
            <ArrowLeft aria-hidden />
            <span className="max-[359px]:hidden">Back to Home</span>
            <span className="min-[360px]:hidden">Home</span>
          </Button>
        ) : (
          <nav aria-label="Main" className="mr-auto hidden lg:block">
            <SiteNavLinks className="flex items-center gap-1" />
          </nav>
        )}

        <LanguageSwitch className="px-1.5 py-1 text-sm text-slate-700 hover:text-slate-950" />
        <Button
          variant="ghost"
          size="sm"
          data-assistant-toggle
          onClick={toggleAssistant}
          aria-pressed={assistant.visible}
          className={inBuilder ? 'hidden md:inline-flex' : 'px-2.5 sm:px-3'}
        >
          <MessageCircle aria-hidden />
          <span className="sr-only md:not-sr-only">AI Chat</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={openCallDialog}
          className="shrink-0 px-2.5 sm:px-3"
        >
          <Phone aria-hidden />
          {/* In the builder the floating call button is hidden, so Call is spelled out here. */}
          <span className={inBuilder ? undefined : 'sr-only md:not-sr-only'}>Call</span>
        </Button>
        {!inBuilder && (
          <Button size="sm" onClick={startBuilder} className="hidden md:inline-flex">
            <span className="xl:hidden">Mount Builder</span>
            <span className="hidden xl:inline">Multiple TV &amp; Mount Builder</span>
          </Button>
        )}
        <Link
          to={pagePath('admin')}
          className="hidden rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:text-slate-900 lg:inline"
        >
          Admin
        </Link>

        {!inBuilder && (
          <Button
            variant="outline"
            size="icon"
            className="size-9 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">Menu</span>
          </Button>
        )}
      </div>

      {!inBuilder && (
        <div
          id={menuId}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-xl lg:hidden"
        >
          <nav aria-label="Mobile">
            <SiteNavLinks
              className="flex flex-col"
              linkClassName="block rounded-md px-2 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950"
              onNavigate={() => setMenuOpen(false)}
            />
          </nav>
          <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4">
            <Button onClick={startBuilder} size="lg">
              Multiple TV &amp; Mount Builder
            </Button>
            <Button asChild variant="outline" size="lg">
              <a href={business?.telHref}>
                <Phone aria-hidden />
                Call {business?.phone}
              </a>
            </Button>
          </div>
        </div>
      )}
    </header>
  );
}
