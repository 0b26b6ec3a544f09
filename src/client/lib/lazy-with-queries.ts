import { lazy, type ComponentType } from 'react';
import { loadScreenCatalogs } from '@/client/i18n/catalogs';

/**
 * React.lazy for a screen that may read or change server data: the screen arrives inside the
 * site's one QueryClient. TanStack Query (about 10 KiB gzip) loads with the first such screen,
 * not with the landing page, whose only server data is the business's facts (useBusiness()).
 * On a Spanish page the screens' words arrive with it (src/client/i18n/catalogs.ts).
 */
export function lazyWithQueries<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return lazy(async () => {
    const [screen, { withQueryClient }] = await Promise.all([
      load(),
      import('./query-provider'),
      loadScreenCatalogs(),
    ]);
    return { default: withQueryClient(screen.default) };
  });
}
