import { useQuery } from '@tanstack/react-query';
import { businessFactsQueryOptions, toBusinessView, type BusinessView } from './business-facts';

/**
 * The business's facts for a screen: undefined only while the first answer is on its way (never
 * when the server embedded them). Changing them in the admin updates every screen using this.
 */
export function useBusiness(): BusinessView | undefined {
  return useQuery({ ...businessFactsQueryOptions, select: toBusinessView }).data;
}
