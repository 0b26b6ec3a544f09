import { PromoBanner } from '@/client/components/layout/promo-banner';
import { BANNER_PRESETS as PRESETS } from '@/domain/catalog/landing';
const CUSTOM_MESSAGES = [
  'Custom banner: any messages, any preset',
  'This one loops every 40 seconds',
  'Call us any time for a free quote',
];

/** /banner-demo: every preset of the scrolling banner, then a custom one at speed 40. */
export default function BannerDemoPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Scrolling Banner Demo
      </h1>
      <p className="mt-2 text-slate-600">
        Each banner loops linearly, pauses while hovered, stays still for visitors who prefer
        reduced motion, and can be dismissed.
      </p>
      <div className="mt-8 space-y-8">
        {PRESETS.map((preset) => (
          <div key={preset}>
            <h2 className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
              {preset} (50 s)
            </h2>
            <PromoBanner preset={preset} label={`${preset} banner`} className="rounded-lg" />
          </div>
        ))}
        <div>
          <h2 className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
            Custom (40 s)
          </h2>
          <PromoBanner
            preset="announcement"
            messages={CUSTOM_MESSAGES}
            speed={40}
            label="custom banner"
            className="rounded-lg"
          />
        </div>
      </div>
    </section>
  );
}
