// The customer's signature drawn on the phone with signature_pad (docs/decisions/043). This module
// is imported only by the lazily loaded Complete job dialog, so the library loads with it. The
// canvas is drawn at the screen's pixel density (at most 2x, which keeps the PNG far below the
// server's 200 KB); "Customer not present" is the keyboard-reachable alternative.
import SignaturePad from 'signature_pad';
import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';

export function SignatureField({
  signed,
  absent,
  error,
  onSignature,
  onAbsent,
}: {
  signed: boolean;
  absent: boolean;
  error: string | undefined;
  /** The signature as a PNG data URL after each stroke; null once cleared. */
  onSignature: (dataUrl: string | null) => void;
  onAbsent: (absent: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onSignatureRef = useRef(onSignature);
  useEffect(() => {
    onSignatureRef.current = onSignature;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#111827',
    });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), 2);
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      // Resizing a canvas empties it: the strokes are drawn again at the new size.
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const stroked = () => onSignatureRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', stroked);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', stroked);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (absent) {
      pad.clear();
      pad.off();
    } else {
      pad.on();
    }
  }, [absent]);

  const clear = () => {
    padRef.current?.clear();
    onSignature(null);
  };
  const describedBy = error ? 'signature-help signature-error' : 'signature-help';

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-medium">Customer&apos;s signature</legend>
      <p id="signature-help" className="text-sm text-muted-foreground">
        The customer signs in the box with a finger. If they are not there, tick &quot;Customer not
        present&quot;.
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={
          absent
            ? 'Signature pad (off: customer not present)'
            : signed
              ? 'Signature pad, signed'
              : 'Signature pad, empty'
        }
        className={cn(
          'h-44 w-full touch-none rounded-md border-2 border-dashed border-input bg-white',
          absent && 'cursor-not-allowed opacity-40',
          error && 'border-destructive',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={absent}
            onChange={(e) => {
              onAbsent(e.currentTarget.checked);
              if (e.currentTarget.checked) onSignature(null);
            }}
          />
          Customer not present
        </label>
        <Button type="button" variant="outline" onClick={clear} disabled={absent || !signed}>
          <Eraser aria-hidden="true" />
          Clear signature
        </Button>
      </div>
      {error && (
        <p id="signature-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
