import { CloudOff, CloudUpload } from 'lucide-react';

const changes = (n: number) => (n === 0 ? 'No changes' : n === 1 ? '1 change' : `${n} changes`);

/**
 * The top of the technician app (docs/decisions/041): offline, how many changes wait; back
 * online, that they are being sent; then nothing.
 */
export function OfflineBanner({ online, waiting }: { online: boolean; waiting: number }) {
  const text = !online
    ? `You're offline. ${changes(waiting)} waiting to send.`
    : waiting > 0
      ? `Back online. Sending ${changes(waiting)}…`
      : '';
  const Icon = online ? CloudUpload : CloudOff;
  return (
    <div role="status" aria-live="polite" className={text ? undefined : 'sr-only'}>
      {text && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-3 py-2 text-center text-sm font-medium text-amber-950">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </p>
      )}
    </div>
  );
}
