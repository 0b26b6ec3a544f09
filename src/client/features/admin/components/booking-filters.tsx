import { BOOKING_STATUS_VALUES, STATUS_LABELS, type BookingStatus } from '@/domain/schemas/staff';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';

export type BookingFilter = { status: BookingStatus | 'all'; from: string; to: string };
export const NO_FILTER: BookingFilter = { status: 'all', from: '', to: '' };

export function matchesFilter(
  booking: { status: BookingStatus; appointmentDate: string },
  filter: BookingFilter,
): boolean {
  if (filter.status !== 'all' && booking.status !== filter.status) return false;
  if (filter.from && booking.appointmentDate < filter.from) return false;
  if (filter.to && booking.appointmentDate > filter.to) return false;
  return true;
}

export function BookingFilters({
  value,
  onChange,
}: {
  value: BookingFilter;
  onChange: (next: BookingFilter) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid w-40 gap-1.5">
        <Label htmlFor="filter-status">Status</Label>
        <NativeSelect
          id="filter-status"
          value={value.status}
          onChange={(e) =>
            onChange({ ...value, status: e.target.value as BookingFilter['status'] })
          }
        >
          <option value="all">All statuses</option>
          {BOOKING_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor="filter-from">From date</Label>
        <Input
          id="filter-from"
          type="date"
          className="h-10"
          value={value.from}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </div>
      <div className="grid w-40 gap-1.5">
        <Label htmlFor="filter-to">To date</Label>
        <Input
          id="filter-to"
          type="date"
          className="h-10"
          value={value.to}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
      <Button variant="ghost" onClick={() => onChange(NO_FILTER)}>
        Clear filters
      </Button>
    </div>
  );
}
