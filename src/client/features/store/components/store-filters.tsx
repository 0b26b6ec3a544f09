// The store's search, sort (the Installation Products Store only) and category filters
// (store-staff-assistant.md section 2). Search typed before the page has hydrated is kept.
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useTypedEarly } from '@/client/lib/use-typed-early';
import { categoryLabel, SORTS, type SortKey } from '../lib/catalog';
import type { SpanishStoreWords } from '../lib/spanish-words';

export function StoreFilters({
  isDepot,
  search,
  onSearch,
  sort,
  onSort,
  categories,
  category,
  onCategory,
  spanish,
}: {
  isDepot: boolean;
  search: string;
  onSearch: (search: string) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  categories: readonly string[];
  category: string;
  onCategory: (category: string) => void;
  spanish: SpanishStoreWords | null;
}) {
  const { t, i18n } = useLingui();
  const searchInput = useTypedEarly(onSearch);
  return (
    <>
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <label htmlFor="store-search" className="sr-only">
            <Trans>Search products</Trans>
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={searchInput}
            id="store-search"
            type="search"
            placeholder={t`Search products...`}
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        {!isDepot && (
          <div className="space-y-1 md:w-56">
            <label htmlFor="store-sort" className="text-sm leading-none font-medium">
              <Trans>Sort by</Trans>
            </label>
            <NativeSelect
              id="store-sort"
              value={sort}
              onChange={(e) => onSort(e.target.value as SortKey)}
            >
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {i18n._(option.label)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={t`Categories`}>
        {['all', ...categories].map((value) => (
          <Button
            key={value}
            size="sm"
            variant={category === value ? 'default' : 'outline'}
            aria-pressed={category === value}
            onClick={() => onCategory(value)}
          >
            {value === 'all' ? (isDepot ? t`All` : t`All Products`) : categoryLabel(value, spanish)}
          </Button>
        ))}
      </div>
    </>
  );
}
