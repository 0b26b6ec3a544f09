import { useEffect } from 'react';
import { useBusiness } from '@/client/lib/use-business';

/** Names the tab after a page drawn in the browser: 'Title | Business', once the facts are in. */
export function usePageTitle(title: string): void {
  const businessName = useBusiness()?.name;
  useEffect(() => {
    document.title = businessName ? `${title} | ${businessName}` : title;
  }, [title, businessName]);
}
