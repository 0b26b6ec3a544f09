import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { BusinessFacts } from '@/domain/schemas/business';
import {
  businessFactsSnapshot,
  subscribeBusinessFacts,
  toBusinessView,
  type BusinessView,
} from './business-facts';

/** The facts a server render uses (entry-server.tsx); the browser reads its page's copy. */
export const ServerBusinessFacts = createContext<BusinessFacts | undefined>(undefined);

/**
 * The business's facts for a screen: undefined only while the first answer is on its way (never
 * when the server embedded them). Changing them in the admin updates every screen using this.
 */
export function useBusiness(): BusinessView | undefined {
  const server = useContext(ServerBusinessFacts);
  const facts = useSyncExternalStore(
    subscribeBusinessFacts,
    businessFactsSnapshot,
    () => server ?? businessFactsSnapshot(),
  );
  return useMemo(() => facts && toBusinessView(facts), [facts]);
}
