// A one-paragraph notice with its icon: a problem (read out at once), news or a success (read out
// politely). The screens' inline messages beside a step, not toasts.
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

const TONES = {
  error: {
    role: 'alert',
    box: 'border-destructive/40 bg-destructive/5 text-destructive',
    Icon: AlertTriangle,
    icon: undefined,
  },
  info: { role: 'status', box: 'border-primary/30 bg-primary/5', Icon: Info, icon: 'text-primary' },
  success: {
    role: 'status',
    box: 'border-success/40 bg-success/10 font-medium text-foreground',
    Icon: CheckCircle2,
    icon: 'text-success',
  },
} as const;

export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { role, box, Icon, icon } = TONES[tone];
  return (
    <p role={role} className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', box)}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', icon)} aria-hidden />
      {children}
    </p>
  );
}
