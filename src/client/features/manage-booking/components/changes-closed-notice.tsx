import { Phone } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useBusiness } from '@/client/lib/use-business';

/** Why the booking can no longer be changed online (the server's sentence), and the phone. */
export function ChangesClosedNotice({ reason }: { reason: string }) {
  const business = useBusiness();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{reason}</p>
      <Button asChild variant="outline" className="shrink-0 border-amber-400 bg-white">
        <a href={business?.telHref}>
          <Phone aria-hidden />
          Call {business?.phone}
        </a>
      </Button>
    </div>
  );
}
