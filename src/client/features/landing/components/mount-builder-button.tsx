import { Wrench } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { enterBuilder } from '@/client/lib/site-mode';

/** The landing page's main way in: the wrench and a label, opening the TV mount builder. */
export function MountBuilderButton({ children, ...props }: Omit<ButtonProps, 'onClick'>) {
  return (
    <Button {...props} onClick={() => enterBuilder('builder')}>
      <Wrench aria-hidden />
      {children}
    </Button>
  );
}
