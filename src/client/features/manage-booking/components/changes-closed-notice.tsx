import { CallButton } from '@/client/components/layout/call-button';

/** Why the booking can no longer be changed online (the server's sentence), and the phone. */
export function ChangesClosedNotice({ reason }: { reason: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{reason}</p>
      <CallButton className="shrink-0 border-amber-400 bg-white" />
    </div>
  );
}
