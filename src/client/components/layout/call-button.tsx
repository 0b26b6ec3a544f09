import { Trans } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import { buttonClass } from '@/client/components/ui/button';
import { useBusiness } from '@/client/lib/use-business';

/** An outlined 'Call {phone}' button that dials the business (tel: link). */
export function CallButton({ size, className }: { size?: 'lg'; className?: string }) {
  const business = useBusiness();
  const phone = business?.phone;
  return (
    <a href={business?.telHref} className={buttonClass({ variant: 'outline', size }, className)}>
      <Phone aria-hidden />
      <Trans>Call {phone}</Trans>
    </a>
  );
}
