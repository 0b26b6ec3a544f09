import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { clsx } from 'clsx';
import { useBusiness } from '@/client/lib/use-business';
import { bannerMessages, type BannerPreset } from '@/domain/catalog/landing';
import { PROMOTIONAL_LINES } from './banner-lines';

const PRESET_STYLES: Record<BannerPreset, string> = {
  promotional: 'bg-gradient-to-r from-blue-700 via-indigo-700 to-purple-700 text-white',
  announcement: 'bg-slate-900 text-white',
  urgent: 'bg-red-700 text-white',
  success: 'bg-green-800 text-white',
};

/** Each half of the track repeats the messages so that it is wider than any screen. */
const REPEATS = 3;

interface PromoBannerProps {
  readonly preset?: BannerPreset;
  /** Overrides the preset's messages (the custom banner of /banner-demo). */
  readonly messages?: readonly string[];
  /** Seconds for one full loop (store-staff-assistant.md section 9: 50 by default). */
  readonly speed?: number;
  readonly dismissible?: boolean;
  readonly className?: string;
  readonly label?: string;
}

/**
 * The scrolling promotional banner (booking-flow.md section 2, section 9): a linear loop that
 * repeats forever, pauses while hovered or focused, and does not move at all for visitors who
 * ask for reduced motion (the messages then wrap, shown once).
 */
export function PromoBanner({
  preset = 'promotional',
  messages,
  speed = 50,
  dismissible = true,
  className,
  label,
}: PromoBannerProps) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  const business = useBusiness();
  if (dismissed) return null;
  const lines =
    messages ??
    (preset === 'promotional'
      ? PROMOTIONAL_LINES.map((line) => t(line))
      : bannerMessages(preset, business));

  const items = Array.from({ length: REPEATS * 2 }, (_, copy) =>
    lines.map((text, index) => (
      <li
        key={`${copy}-${index}`}
        aria-hidden={copy > 0 || undefined}
        className={clsx(
          'flex shrink-0 items-center gap-3 px-6 whitespace-nowrap',
          copy > 0 && 'motion-reduce:hidden',
        )}
      >
        <span aria-hidden className="text-white/70">
          ★
        </span>
        {text}
      </li>
    )),
  ).flat();

  return (
    <section
      aria-label={label ?? t`Announcements`}
      className={clsx(
        'group relative flex min-h-10 items-center overflow-hidden text-sm font-semibold',
        PRESET_STYLES[preset],
        className,
      )}
    >
      <style href="ctm-banner-marquee" precedence="default">
        {
          '@keyframes ctm-banner-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}'
        }
      </style>
      <div className="min-w-0 flex-1 overflow-hidden">
        <ul
          className="flex w-max py-2 group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-safe:animate-[ctm-banner-marquee_var(--banner-duration)_linear_infinite] motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center"
          style={{ '--banner-duration': `${speed}s` } as CSSProperties}
        >
          {items}
        </ul>
      </div>
      {dismissible && (
        <button
          type="button"
          aria-label={t`Dismiss banner`}
          onClick={() => setDismissed(true)}
          className="mr-1 ml-1 grid size-8 shrink-0 place-items-center rounded-md text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </section>
  );
}
