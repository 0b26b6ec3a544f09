import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import { ArrowLeft, Menu, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '@/client/components/ui/button';
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
  const { t } = useLingui();
  const business = useBusiness();
  const { pathname } = useLocation();
  const siteMode = useSiteMode();
  const assistant = useAssistantVisibility();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const inBuilder = siteMode.mode === 'builder';
  const phone = business?.phone;

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
    <header className="relative z-10 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Below 400 px the items sit closer and the switch drops its icon (its word stays), below
          360 px the logo and the buttons are a little smaller: a 320 px phone holds the logo, the
          switch, AI Chat, Call and the menu in either language.
          The Spanish words are longer: beside the desktop nav the items sit closer, and from md
          to lg AI Chat is its icon. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 min-[400px]:gap-2 sm:px-6 lg:[&:lang(es)]:gap-1">
        <Link
          to={pagePath('home')}
          onClick={() => {
            if (inBuilder) backToHome();
          }}
          className="mr-auto flex shrink-0 items-center gap-2 rounded-md lg:mr-4 lg:max-xl:mr-1"
        >
          <img
            src="/assets/logo.svg"
            alt=""
            width={36}
            height={36}
            className="size-9 max-[360px]:size-8"
          />
          {/* In the builder a 320 px phone keeps Back to Home and Call in view: logo only (and
              below 420 px, beside the language switch, Back to Home says Home). */}
          {/* The brand, the same in every language (and left alone by a browser's translator). */}
          <span
            translate="no"
            className={clsx(
              'flex flex-col leading-tight sm:flex-row sm:gap-1.5',
              inBuilder && 'max-sm:sr-only',
            )}
          >
            <span className="text-[15px] font-extrabold tracking-tight text-slate-900 max-[360px]:text-sm sm:text-lg">
              Charlotte
            </span>
            <span className="text-[15px] font-extrabold tracking-tight text-blue-700 max-[360px]:text-sm sm:text-lg">
              TV Mounting
            </span>
          </span>
        </Link>

        {inBuilder ? (
          <Button
            variant="outline"
            size="sm"
            onClick={backToHome}
            aria-label={t`Back to Home`}
            className="shrink-0 lg:mr-auto"
          >
            <ArrowLeft aria-hidden />
            <span className="max-[420px]:hidden">
              <Trans>Back to Home</Trans>
            </span>
            <span className="min-[420px]:hidden">
              <Trans>Home</Trans>
            </span>
          </Button>
        ) : (
          <nav aria-label={t`Main`} className="mr-auto hidden lg:block">
            <SiteNavLinks className="flex items-center gap-1" />
          </nav>
        )}

        <LanguageSwitch className="px-1.5 py-1 text-sm whitespace-nowrap text-slate-700 hover:text-slate-950 max-[400px]:px-1 max-[400px]:[&>svg]:hidden" />
        <Button
          variant="ghost"
          size="sm"
          data-assistant-toggle
          onClick={toggleAssistant}
          aria-pressed={assistant.visible}
          className={
            inBuilder
              ? 'hidden md:inline-flex'
              : 'px-1 min-[360px]:px-1.5 min-[400px]:px-2.5 sm:px-3'
          }
        >
          <MessageCircle aria-hidden />
          {/* Beside the desktop nav (lg to xl), AI Chat and Call are their icons, as on a phone. */}
          <span className="sr-only md:not-sr-only md:whitespace-nowrap lg:max-xl:sr-only md:max-lg:[&:lang(es)]:sr-only">
            <Trans>AI Chat</Trans>
          </span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={openCallDialog}
          className="shrink-0 px-1 min-[360px]:px-1.5 min-[400px]:px-2.5 sm:px-3"
        >
          <Phone aria-hidden />
          {/* In the builder the floating call button is hidden, so Call is spelled out here. */}
          <span
            className={
              inBuilder
                ? 'whitespace-nowrap'
                : 'sr-only md:not-sr-only md:whitespace-nowrap lg:max-xl:sr-only'
            }
          >
            <Trans>Call</Trans>
          </span>
        </Button>
        {!inBuilder && (
          <Button size="sm" onClick={startBuilder} className="hidden md:inline-flex">
            <span className="xl:hidden">
              <Trans>Mount Builder</Trans>
            </span>
            <span className="hidden xl:inline">
              <Trans>Multiple TV &amp; Mount Builder</Trans>
            </span>
          </Button>
        )}
        <Link
          to={pagePath('admin')}
          className="hidden rounded-md px-2 py-1 text-xs font-medium whitespace-nowrap text-slate-500 hover:text-slate-900 lg:inline lg:[&:lang(es)]:px-1"
        >
          <Trans>Admin</Trans>
        </Link>

        {!inBuilder && (
          <Button
            variant="outline"
            size="icon"
            className="size-9 shrink-0 max-[360px]:size-8 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
            <span className="sr-only">
              <Trans>Menu</Trans>
            </span>
          </Button>
        )}
      </div>

      {!inBuilder && (
        <div
          id={menuId}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-xl lg:hidden"
        >
          <nav aria-label={t`Mobile`}>
            <SiteNavLinks
              className="flex flex-col"
              linkClassName="block rounded-md px-2 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950"
              onNavigate={() => setMenuOpen(false)}
            />
          </nav>
          <div className="mt-3 grid gap-2 border-t border-slate-200 pt-4">
            <Button onClick={startBuilder} size="lg">
              <Trans>Multiple TV &amp; Mount Builder</Trans>
            </Button>
            <a href={business?.telHref} className={buttonClass({ variant: 'outline', size: 'lg' })}>
              <Phone aria-hidden />
              <Trans>Call {phone}</Trans>
            </a>
          </div>
        </div>
      )}
    </header>
  );
}
