// The admin's Reviews tab (issue 31): every customer review, newest first; 1-3 stars wait here
// until published, and any one can be hidden again. English only (a staff screen).
import { useState } from 'react';
import { QueryView } from '@/client/components/staff/query-view';
import { toastFailure } from '@/client/components/staff/failure';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import type { StaffReview } from '@/domain/schemas/reviews';
import { AdminPanel } from '../../components/admin-panel';
import { useAdminToken } from '../../lib/admin-context';
import { useReviews } from '../api/get-reviews';
import { usePublishReview } from '../api/publish-review';
import { ReviewCard } from './review-card';

type Filter = 'all' | 'waiting' | 'published';
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'published', label: 'Published' },
];

const shows = (filter: Filter) => (review: StaffReview) =>
  filter === 'all' || review.published === (filter === 'published');

export default function ReviewsTab() {
  const token = useAdminToken();
  const [filter, setFilter] = useState<Filter>('all');
  const reviews = useReviews(token);
  const publish = usePublishReview(token);

  const change = (review: StaffReview, published: boolean) =>
    // mutateAsync: the outcome is said even when the filter takes the card off the screen.
    void publish.mutateAsync({ id: review.id, published }).then(
      () =>
        toast({
          title: published ? 'Review published' : 'Review hidden',
          description: `${review.firstName}, ${review.reference}`,
        }),
      (error: unknown) => toastFailure('Could not change the review', error),
    );

  return (
    <AdminPanel
      id="reviews-title"
      title="Reviews"
      head={
        <div className="mt-1 flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-muted-foreground">
            4 and 5 stars show on the site at once; 1 to 3 stars wait for you
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="reviews-filter">Show</Label>
            <NativeSelect
              id="reviews-filter"
              className="w-40"
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
            >
              {FILTERS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      }
    >
      <QueryView
        query={reviews}
        look="panel"
        loading="Loading reviews…"
        failed="The reviews could not be loaded."
        empty="No reviews yet"
      >
        {(list) => {
          const shown = list.filter(shows(filter));
          if (shown.length === 0) {
            return <p className="p-4 text-muted-foreground">No {filter} reviews</p>;
          }
          return (
            <ul className="grid grid-cols-1 gap-2 p-3" aria-label="Reviews">
              {shown.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  busy={publish.isPending && publish.variables.id === review.id}
                  onPublish={(published) => change(review, published)}
                />
              ))}
            </ul>
          );
        }}
      </QueryView>
    </AdminPanel>
  );
}
