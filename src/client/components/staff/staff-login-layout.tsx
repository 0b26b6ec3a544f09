// The frame both staff sign-in screens share: a centred card with an icon, a title and a
// subtitle, the form, and (demo mode only) the demo credentials.
import type { ReactNode } from 'react';

export function StaffLoginLayout({
  icon,
  title,
  subtitle,
  demoHint,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  /** The demo credentials box's content; nothing is shown when absent. */
  demoHint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted/50 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 shadow-sm">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-2 block w-fit text-primary [&_svg]:size-10">{icon}</span>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </div>
        {children}
        {demoHint && (
          <aside
            aria-label="Demo credentials"
            className="mt-6 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
          >
            {demoHint}
          </aside>
        )}
      </div>
    </main>
  );
}

/** A field's error line, referenced by the input's aria-describedby (`${id}-error`). */
export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  return message ? (
    <p id={`${id}-error`} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
