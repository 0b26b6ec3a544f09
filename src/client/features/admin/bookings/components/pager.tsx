import { Button } from '@/client/components/ui/button';

/** Previous and next over the server's pages; the count shown is of this page only. */
export function Pager({
  offset,
  shown,
  pageSize,
  hasMore,
  onOffset,
}: {
  offset: number;
  shown: number;
  pageSize: number;
  hasMore: boolean;
  onOffset: (next: number) => void;
}) {
  if (offset === 0 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t p-3">
      <Button
        variant="outline"
        size="sm"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - pageSize))}
      >
        Previous page
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums">
        {shown === 0 ? 'None' : `${offset + 1}–${offset + shown}`}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={!hasMore}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next page
      </Button>
    </nav>
  );
}
