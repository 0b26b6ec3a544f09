// The AR preview (store-staff-assistant.md sections 2, 4, 5, 8, 9): the camera (rear preferred,
// ideally 1280x720) with the product drawn over it, dragged by mouse or touch, sized 50%-300%
// and turned 0-360 degrees; the camera button saves a PNG of the frame with the product on it,
// named after the product. A refused camera shows 'Camera Access Required' and Try Again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, RefreshCw, RotateCcw } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogDescription } from '@/client/components/ui/dialog';
import { FullScreenDialog } from './full-screen-dialog';
import { Label } from '@/client/components/ui/label';
import {
  AR,
  AR_BASE_WIDTH,
  AR_START,
  arSnapshotLayout,
  clampPercent,
  clampRotation,
  clampSize,
  type ArPlacement,
} from '../lib/ar';
import { useCamera } from '../lib/use-camera';
import { useLocale } from '@/client/i18n/use-locale';
import { arFileName } from '../lib/catalog';
import { placeholderImage } from '@/client/components/store/product-images';

export default function ArPreview({
  open,
  onOpenChange,
  name,
  image,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  image: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const frameRef = useRef<HTMLDivElement | null>(null);
  const productRef = useRef<HTMLImageElement | null>(null);
  const dragging = useRef(false);
  const { camera, videoRef, attachVideo, retry } = useCamera();
  const [placement, setPlacement] = useState<ArPlacement>(AR_START);
  const [productSrc, setProductSrc] = useState(image);
  const [saved, setSaved] = useState<string | null>(null);

  const moveTo = (event: PointerEvent) => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    setPlacement((p) => ({
      ...p,
      x: clampPercent(((event.clientX - rect.left) / rect.width) * 100),
      y: clampPercent(((event.clientY - rect.top) / rect.height) * 100),
    }));
  };
  const onPointerDown = (event: PointerEvent<HTMLImageElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
  };
  const onPointerMove = (event: PointerEvent<HTMLImageElement>) => {
    if (dragging.current) moveTo(event);
  };
  const endDrag = () => {
    dragging.current = false;
  };

  const save = () => {
    const video = videoRef.current;
    const product = productRef.current;
    const rect = frameRef.current?.getBoundingClientRect();
    if (!video || !product || !rect) return;
    // The photo is what the screen shows: the same slice of the camera picture, the product at
    // the same share, place and turn (issue 26 item 16).
    const layout = arSnapshotLayout({
      frame: { width: rect.width, height: rect.height },
      video: { width: video.videoWidth, height: video.videoHeight },
      productRatio: product.naturalWidth ? product.naturalHeight / product.naturalWidth : 0.75,
      placement,
    });
    const canvas = document.createElement('canvas');
    canvas.width = layout.canvas.width;
    canvas.height = layout.canvas.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    const { source, product: p } = layout;
    context.drawImage(
      video,
      source.x,
      source.y,
      source.width,
      source.height,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    context.save();
    context.translate(p.centerX, p.centerY);
    context.rotate(p.radians);
    context.globalCompositeOperation = 'multiply';
    context.drawImage(product, -p.width / 2, -p.height / 2, p.width, p.height);
    context.restore();
    canvas.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      const file = arFileName(name, locale);
      link.download = file;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setSaved(t`Saved ${file}`);
    }, 'image/png');
  };

  const sizePercent = Math.round(placement.size * 100);
  const degrees = placement.rotation;
  return (
    <FullScreenDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="camera"
      title={t`AR Preview: ${name}`}
      describedBy="ar-hint"
    >
      <div ref={frameRef} className="relative min-h-0 flex-1 overflow-hidden bg-gray-900">
        {camera.kind === 'error' ? (
          <div role="alert" className="grid h-full place-items-center p-6 text-center">
            <div className="max-w-sm space-y-3">
              <Camera className="mx-auto size-10 text-gray-300" aria-hidden />
              <h3 className="text-lg font-semibold">
                <Trans>Camera Access Required</Trans>
              </h3>
              <p className="text-sm text-gray-300">{i18n._(camera.message)}</p>
              <Button
                onClick={() => {
                  retry();
                }}
                className="bg-blue-600 text-white hover:bg-blue-700"
              >
                <RefreshCw className="size-4" aria-hidden />
                <Trans>Try Again</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <video
              ref={attachVideo}
              className="size-full object-cover"
              autoPlay
              muted
              playsInline
              aria-label={t`Camera view`}
            />
            {camera.kind === 'starting' && (
              <p
                role="status"
                className="absolute inset-x-0 top-4 text-center text-sm text-gray-200"
              >
                <Trans>Starting the camera…</Trans>
              </p>
            )}
            <img
              ref={productRef}
              src={productSrc}
              onError={() => setProductSrc(placeholderImage(400, 300))}
              alt={t`${name}, drag to move`}
              draggable={false}
              // Multiply drops the drawings' light studio backdrop onto the camera picture.
              className="absolute cursor-move touch-none mix-blend-multiply select-none"
              style={{
                left: `${placement.x}%`,
                top: `${placement.y}%`,
                width: `${AR_BASE_WIDTH * 100}%`,
                transform: `translate(-50%, -50%) scale(${placement.size}) rotate(${placement.rotation}deg)`,
              }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          </>
        )}
      </div>
      <div className="space-y-3 border-t border-white/15 px-4 py-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="ar-size" className="flex justify-between text-white">
              <span>
                <Trans>Size</Trans>
              </span>
              <span className="tabular-nums">{sizePercent}%</span>
            </Label>
            <input
              id="ar-size"
              type="range"
              min={AR.minSize}
              max={AR.maxSize}
              step={AR.sizeStep}
              value={placement.size}
              aria-valuetext={`${sizePercent}%`}
              onChange={(e) =>
                setPlacement((p) => ({ ...p, size: clampSize(Number(e.target.value)) }))
              }
              className="w-full accent-blue-500"
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor="ar-rotation" className="flex justify-between text-white">
              <span>
                <Trans>Rotation</Trans>
              </span>
              <span className="tabular-nums">{placement.rotation}°</span>
            </Label>
            <input
              id="ar-rotation"
              type="range"
              min={0}
              max={AR.maxRotation}
              step={1}
              value={placement.rotation}
              aria-valuetext={t`${degrees} degrees`}
              onChange={(e) =>
                setPlacement((p) => ({ ...p, rotation: clampRotation(Number(e.target.value)) }))
              }
              className="w-full accent-blue-500"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="secondary" onClick={() => setPlacement(AR_START)}>
            <RotateCcw className="size-4" aria-hidden />
            <Trans>Reset Position</Trans>
          </Button>
          <p role="status" className="text-sm text-gray-200">
            {saved}
          </p>
          <Button
            size="icon"
            onClick={save}
            disabled={camera.kind !== 'live'}
            aria-label={t`Save a photo of ${name} in your room (PNG)`}
            className="size-12 rounded-full bg-white text-gray-900 hover:bg-gray-200"
          >
            <Camera className="size-6" aria-hidden />
          </Button>
        </div>
        <DialogDescription id="ar-hint" className="text-center text-xs text-gray-300">
          <Trans>
            Drag the product to move • Use controls to resize and rotate • Tap camera to save
          </Trans>
        </DialogDescription>
      </div>
    </FullScreenDialog>
  );
}
