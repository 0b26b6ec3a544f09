import { Users } from 'lucide-react';
import { cn } from '@/client/lib/utils';

/** The amber line on a job that needs two technicians on site. */
export function TwoTechniciansNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 font-semibold text-amber-950',
        className,
      )}
    >
      <Users aria-hidden="true" className="size-4" />
      Two technicians needed
    </p>
  );
}
