// The 3D and AR view (decisions.md "See it on your wall (true-scale 3D and AR)"): Google's
// <model-viewer>, imported here only, so it and three.js load when the dialog opens and never with
// a page's first load (docs/decisions/045).
import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Every attribute is set on the element itself rather than as React props: before the element is
 * defined React would set attributes, after it properties (which model-viewer does not reflect),
 * and the AR apps and the tests read attributes.
 */
const FIXED_ATTRIBUTES: Readonly<Record<string, string>> = {
  ar: '',
  'ar-modes': 'webxr scene-viewer quick-look',
  'ar-placement': 'wall',
  'ar-scale': 'fixed',
  'camera-controls': '',
  // No auto-rotate and no animated "drag me" hand: nothing moves unless the customer moves it.
  'interaction-prompt': 'none',
  // model-viewer's own studio light, generated in the browser: nothing is downloaded.
  'environment-image': 'neutral',
  'shadow-intensity': '0.6',
  'camera-orbit': '-20deg 80deg auto',
  loading: 'eager',
};

export function TvModelViewer({ src, alt }: { src: string; alt: string }) {
  const element = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('@google/model-viewer').catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useLayoutEffect(() => {
    const viewer = element.current;
    if (!viewer) return;
    for (const [name, value] of Object.entries(FIXED_ATTRIBUTES)) viewer.setAttribute(name, value);
    viewer.setAttribute('alt', alt);
    viewer.setAttribute('src', src);
  }, [src, alt]);

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-gradient-to-b from-slate-100 to-slate-300">
      <model-viewer ref={element} class="block size-full">
        {/* Our own AR button, in the page's language; model-viewer shows it only where AR works. */}
        <button
          type="button"
          slot="ar-button"
          className="absolute right-3 bottom-3 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Trans>Place it on my wall</Trans>
        </button>
      </model-viewer>
      {failed && (
        <p role="status" className="absolute inset-x-0 bottom-2 text-center text-sm">
          {alt}
        </p>
      )}
    </div>
  );
}
