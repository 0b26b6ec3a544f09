// The zoom viewer (store-staff-assistant.md sections 2, 4, 5, 9): full screen and dark, 0.5x to
// 5x (buttons x1.5, wheel 0.9/1.1), drag to pan when zoomed (clamped to the drawn image's
// overflow, so it never leaves the screen),
// double-click to reset, the percentage shown; also by keyboard (+, -, 0, arrows).
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogDescription } from '@/client/components/ui/dialog';
import {
  clampPan,
  containedSize,
  percent,
  wheelZoom,
  zoomIn,
  zoomOut,
  ZOOM,
  type Offset,
  type Size,
} from '../lib/zoom';
import { SafeImage } from '@/client/components/store/safe-image';
import { FullScreenDialog } from './full-screen-dialog';

const KEY_PAN_PX = 40;
const START: Offset = { x: 0, y: 0 };

export default function ZoomViewer({
  open,
  onOpenChange,
  name,
  image,
  onArPreview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  image: string;
  onArPreview?: () => void;
}) {
  const { t } = useLingui();
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState<Offset>(START);
  const frameRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ x: number; y: number; from: Offset } | null>(null);
  const [dragging, setDragging] = useState(false);
  /** The image's own size once loaded: the pan limit is what the drawn picture overflows. */
  const natural = useRef<Size>({ width: 0, height: 0 });

  const clampTo = (next: Offset, zoom: number) => {
    const rect = frameRef.current?.getBoundingClientRect();
    const frame = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
    return clampPan(next, zoom, frame, containedSize(natural.current, frame));
  };
  const zoomTo = (next: number) => {
    setScale(next);
    setOffset((current) => clampTo(current, next));
  };
  const reset = () => {
    setScale(1);
    setOffset(START);
  };
  const panBy = (dx: number, dy: number) =>
    setOffset((current) => clampTo({ x: current.x + dx, y: current.y + dy }, scale));

  // A phone turned sideways (or a resized window) changes the frame: pull the image back in.
  useEffect(() => {
    const onResize = () => setOffset((current) => clampTo(current, scale));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  });

  // A non-passive listener, so the page itself does not scroll while zooming.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setScale((current) => {
        const next = wheelZoom(current, event.deltaY);
        setOffset((o) => clampTo(o, next));
        return next;
      });
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => frame.removeEventListener('wheel', onWheel);
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (scale <= 1) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset(
      clampTo(
        { x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y },
        scale,
      ),
    );
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      '+': () => zoomTo(zoomIn(scale)),
      '=': () => zoomTo(zoomIn(scale)),
      '-': () => zoomTo(zoomOut(scale)),
      '0': reset,
      ArrowLeft: () => panBy(KEY_PAN_PX, 0),
      ArrowRight: () => panBy(-KEY_PAN_PX, 0),
      ArrowUp: () => panBy(0, KEY_PAN_PX),
      ArrowDown: () => panBy(0, -KEY_PAN_PX),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const zoomed = percent(scale);
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="viewer"
      title={name}
      describedBy="zoom-hint"
      actions={
        <>
          {onArPreview && (
            <Button
              size="sm"
              onClick={onArPreview}
              className="bg-blue-600 text-white hover:bg-blue-700"
            >
              <Camera className="size-4" aria-hidden />
              <Trans>AR Preview</Trans>
            </Button>
          )}
          <Button
            size="icon"
            variant="secondary"
            onClick={() => zoomTo(zoomOut(scale))}
            disabled={scale <= ZOOM.min}
            aria-label={t`Zoom out`}
          >
            <ZoomOut className="size-4" aria-hidden />
          </Button>
          <output
            className="w-14 text-center text-sm tabular-nums"
            aria-live="polite"
            aria-label={t`Zoom level`}
          >
            {percent(scale)}
          </output>
          <Button
            size="icon"
            variant="secondary"
            onClick={() => zoomTo(zoomIn(scale))}
            disabled={scale >= ZOOM.max}
            aria-label={t`Zoom in`}
          >
            <ZoomIn className="size-4" aria-hidden />
          </Button>
          <Button size="icon" variant="secondary" onClick={reset} aria-label={t`Reset zoom`}>
            <RotateCcw className="size-4" aria-hidden />
          </Button>
        </>
      }
    >
      <div
        ref={frameRef}
        role="group"
        aria-roledescription={t`zoomable image`}
        aria-label={t`${name}, ${zoomed}. Plus and minus zoom, arrow keys pan, 0 resets.`}
        tabIndex={0}
        className="relative min-h-0 flex-1 touch-none overflow-hidden select-none focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
        style={{ cursor: scale > 1 ? (dragging ? 'grabbing' : 'grab') : 'default' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDoubleClick={reset}
        onKeyDown={onKeyDown}
      >
        <SafeImage
          src={image}
          alt={name}
          draggable={false}
          fallbackSize={[800, 600]}
          onLoad={(event) => {
            const img = event.currentTarget;
            natural.current = { width: img.naturalWidth, height: img.naturalHeight };
          }}
          className="absolute inset-0 m-auto size-full object-contain transition-transform duration-75"
          style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
        />
      </div>
      <DialogDescription id="zoom-hint" className="px-4 py-3 text-center text-sm text-gray-300">
        <Trans>Scroll to zoom, click and drag to pan, double-click to reset.</Trans>
      </DialogDescription>
    </FullScreenDialog>
  );
}
