import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@/client/components/ui/dialog';

/** The close button (the dialog's last child) made visible on the dark screen. */
const CLOSE =
  '[&>button:last-child]:top-3 [&>button:last-child]:right-3 [&>button:last-child]:rounded-md [&>button:last-child]:p-2 [&>button:last-child]:text-white [&>button:last-child]:opacity-100';

/** The camera's screen is black; the zoom viewer's a dark grey. */
const TONE = {
  camera: `bg-black ${CLOSE} [&>button:last-child]:bg-white/15`,
  viewer: `bg-gray-950 ${CLOSE} [&>button:last-child]:bg-white/10`,
};

/**
 * The store's full-screen dark dialog (the AR preview, the zoom viewer): a title bar with its
 * own actions, then the body, described by the element with id `describedBy`.
 */
export function FullScreenDialog({
  open,
  onOpenChange,
  tone,
  title,
  actions,
  describedBy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tone: keyof typeof TONE;
  title: ReactNode;
  actions?: ReactNode;
  describedBy: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={`flex h-dvh max-h-none w-screen max-w-none flex-col gap-0 rounded-none border-0 p-0 text-white ${TONE[tone]}`}
        aria-describedby={describedBy}
      >
        <div className="flex flex-wrap items-center gap-2 border-b border-white/15 px-4 py-3 pr-14">
          <DialogTitle className="mr-auto text-base font-semibold text-white sm:text-lg">
            {title}
          </DialogTitle>
          {actions}
        </div>
        {children}
      </DialogContent>
    </Dialog>
  );
}
