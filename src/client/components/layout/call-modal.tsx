import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@/domain/site/paths';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CheckCircle2, Copy, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/client/components/ui/button';
import { showAssistant } from '@/client/lib/assistant-visibility';
import { useBusiness } from '@/client/lib/use-business';
import { BUSINESS_HOURS_TEXT } from './business-hours';
import { closeCallDialog, restoreCallDialogFocus, useCallDialogOpen } from './call-dialog-store';
import { scrollToSection } from './scroll-to-section';
import { IconList } from '@/client/components/ui/icon-list';

const HELP_TOPICS = [
  msg`Pricing quotes`,
  msg`Scheduling`,
  msg`Technical questions`,
  msg`Booking assistance`,
];

/**
 * A device that places phone calls itself: a touch screen with a phone's user agent. Elsewhere a
 * tel: link may open nothing, so the number is shown large and can be copied.
 */
export function canPlaceCalls(): boolean {
  if (typeof window === 'undefined') return false;
  const touch = window.matchMedia('(pointer: coarse)').matches;
  return touch && /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(navigator.userAgent);
}

/**
 * The call dialog opened by the header's Call button and the floating call button. It claims only
 * what happens: CALL NOW - FREE (the call costs nothing) is a real tel: link on every device; on
 * a computer, where a tel: link may open nothing, the number can also be copied. (The simulated call lives on /aivah-demo only.)
 */
export default function CallModal() {
  const { t } = useLingui();
  const business = useBusiness();
  const hours = t(BUSINESS_HOURS_TEXT);
  const open = useCallDialogOpen();
  const [phoneDevice] = useState(canPlaceCalls);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function close() {
    setCopied(null);
    closeCallDialog();
  }

  async function copyNumber() {
    if (!business) return;
    try {
      await navigator.clipboard.writeText(business?.phone);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  function browseServices() {
    close();
    const home = pagePath('home');
    if (pathname !== home || !scrollToSection('services')) void navigate(`${home}#services`);
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreCallDialogFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl"
        >
          <div className="rounded-t-2xl bg-gradient-to-br from-blue-700 to-indigo-800 px-6 pt-6 pb-5 text-center text-white">
            <div className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-white/15">
              <Phone className="size-7" aria-hidden />
            </div>
            <DialogPrimitive.Title className="text-xl font-bold">
              {business?.name}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-blue-100">
              <Trans>Call us {hours}. Our AI chat assistant answers 24/7.</Trans>
            </DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-white/90 hover:bg-white/15 focus-visible:outline-white">
            <X className="size-5" aria-hidden />
            <span className="sr-only">
              <Trans>Close call dialog</Trans>
            </span>
          </DialogPrimitive.Close>

          <div className="space-y-5 p-6">
            <div className="text-center">
              <p className="text-sm font-semibold text-slate-700">
                <Trans>Our phone number</Trans>
              </p>
              <a
                href={business?.telHref}
                className="mt-1 block text-3xl font-extrabold tracking-tight text-slate-950 select-all underline-offset-4 hover:underline"
              >
                {business?.phone}
              </a>
            </div>

            <a
              href={business?.telHref}
              className={buttonClass({ size: 'lg' }, 'w-full bg-green-700 hover:bg-green-800')}
            >
              <Phone aria-hidden />
              <Trans>CALL NOW - FREE</Trans>
            </a>
            {!phoneDevice && (
              <div className="grid gap-2">
                <Button
                  size="lg"
                  variant="outline"
                  className="w-full"
                  onClick={() => void copyNumber()}
                >
                  <Copy aria-hidden />
                  <Trans>Copy number</Trans>
                </Button>
                <p role="status" className="min-h-5 text-center text-sm text-slate-700">
                  {copied === 'yes' && t`Number copied.`}
                  {copied === 'failed' && t`Copying is not allowed here: select the number above.`}
                </p>
                <p className="text-center text-xs text-slate-600">
                  <Trans>
                    On a computer, CALL NOW opens your calling app if you have one; otherwise dial
                    the number from your phone.
                  </Trans>
                </p>
              </div>
            )}

            <div>
              <h3 className="text-sm font-semibold text-slate-900">
                <Trans>We can help with</Trans>
              </h3>
              <IconList
                items={HELP_TOPICS.map((topic) => t(topic))}
                icon={CheckCircle2}
                className="mt-2 grid grid-cols-2 gap-2 text-sm text-slate-700"
                iconClassName="text-green-700"
              />
            </div>

            <div className="grid gap-2 border-t border-slate-200 pt-4">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <Trans>Other ways to get help</Trans>
              </p>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  showAssistant();
                }}
              >
                <Trans>Use AI Chat Instead</Trans>
              </Button>
              <Button variant="outline" onClick={browseServices}>
                <Trans>Browse TV Mounting Services</Trans>
              </Button>
              <Button variant="ghost" onClick={close}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
