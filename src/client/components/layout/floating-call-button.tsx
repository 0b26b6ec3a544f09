import { Trans, useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isBookingPath } from '@/client/lib/site-mode';
import { useBusiness } from '@/client/lib/use-business';
import { openCallDialog } from './call-dialog-store';

/** store-staff-assistant.md section 9: tooltip open delay 700 ms, skip delay 300 ms. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

/**
 * The round call button fixed at the bottom right of every page. Hovering or focusing it shows
 * the support number after 700 ms; a second hover within 300 ms of leaving shows it at once.
 */
export function FloatingCallButton() {
  // The booking screens keep a total and their next button fixed at the bottom of a phone; the
  // header's Call button stands in there, so this one never covers a price or a button.
  const { pathname } = useLocation();
  if (isBookingPath(pathname)) return null;
  return <FloatingCallButtonShown />;
}

function FloatingCallButtonShown() {
  const { t } = useLingui();
  const business = useBusiness();
  const phone = business?.phone;
  const [tipOpen, setTipOpen] = useState(false);
  const openTimer = useRef<number | undefined>(undefined);
  const lastClosedAt = useRef(0);
  const tipId = useId();

  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  function scheduleOpen() {
    window.clearTimeout(openTimer.current);
    const delay = Date.now() - lastClosedAt.current < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
    openTimer.current = window.setTimeout(() => setTipOpen(true), delay);
  }

  function close() {
    window.clearTimeout(openTimer.current);
    if (tipOpen) lastClosedAt.current = Date.now();
    setTipOpen(false);
  }

  return (
    <div className="fixed right-4 bottom-4 z-40 flex items-center gap-3 sm:right-6 sm:bottom-6">
      <div
        id={tipId}
        role="tooltip"
        hidden={!tipOpen}
        className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white shadow-lg"
      >
        <Trans>Call {phone}</Trans>
      </div>
      <button
        type="button"
        aria-label={t`Call us`}
        aria-describedby={tipId}
        onClick={() => {
          close();
          openCallDialog();
        }}
        onPointerEnter={scheduleOpen}
        onPointerLeave={close}
        onFocus={scheduleOpen}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className="grid size-14 place-items-center rounded-full bg-green-700 text-white shadow-xl ring-4 ring-white/70 transition-transform hover:scale-105 hover:bg-green-800 focus-visible:outline-offset-4"
      >
        <Phone className="size-6" aria-hidden />
      </button>
    </div>
  );
}
