import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';

const LOOK = {
  /** The admin's wide dashboard: the logo beside the title. */
  admin: {
    header: 'border-b bg-background',
    bar: 'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3',
    title: 'text-xl font-bold',
    button: 'default',
  },
  /** The technician's phone-first dashboard: the bar stays on top while the jobs scroll. */
  technician: {
    header: 'sticky top-0 z-10 border-b bg-background',
    bar: 'mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3',
    title: 'text-lg font-bold sm:text-xl',
    button: 'sm',
  },
} as const;

/** A staff dashboard's top bar: its title (with `logo` before it) and Logout. */
export function StaffHeader({
  look,
  title,
  logo,
  onLogout,
}: {
  look: keyof typeof LOOK;
  title: string;
  logo?: ReactNode;
  onLogout: () => void;
}) {
  const style = LOOK[look];
  const heading = <h1 className={style.title}>{title}</h1>;
  return (
    <header className={style.header}>
      <div className={style.bar}>
        {logo ? (
          <div className="flex items-center gap-3">
            {logo}
            {heading}
          </div>
        ) : (
          heading
        )}
        <Button variant="outline" size={style.button} onClick={onLogout}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </header>
  );
}
