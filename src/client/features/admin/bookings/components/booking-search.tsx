import { Download, Search } from 'lucide-react';
import { useState } from 'react';
import { STATUS_LABELS } from '@/domain/schemas/staff';
import { BOOKING_LIST_STATUSES } from '@/domain/schemas/staff-operations';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { NO_SEARCH, type BookingSearch as Search_ } from '../api/get-bookings';

const statusLabel = (s: (typeof BOOKING_LIST_STATUSES)[number]) =>
  s === 'lapsed' ? 'Lapsed card holds' : STATUS_LABELS[s];

/** The appointment-date bounds, each its own date field. */
const DATE_FILTERS = [
  { key: 'from', label: 'From date' },
  { key: 'to', label: 'To date' },
] as const;

/**
 * Search by reference, name, phone or e-mail (sent on Enter or Search), status and appointment
 * dates (applied at once), and the CSV export of exactly this selection.
 */
export function BookingSearch({
  value,
  onChange,
  onExport,
  exporting,
}: {
  value: Search_;
  onChange: (next: Search_) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [text, setText] = useState(value.q);
  return (
    <div className="grid grid-cols-1 gap-3">
      <form
        role="search"
        aria-label="Bookings"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ ...value, q: text });
        }}
      >
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor="booking-search">Search bookings</Label>
          <Input
            id="booking-search"
            type="search"
            className="h-10"
            placeholder="Reference, name, phone or e-mail"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit" className="self-end">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2 grid gap-1.5 sm:w-44">
          <Label htmlFor="filter-status">Status</Label>
          <NativeSelect
            id="filter-status"
            value={value.status}
            onChange={(e) => onChange({ ...value, status: e.target.value as Search_['status'] })}
          >
            <option value="">All statuses</option>
            {BOOKING_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {DATE_FILTERS.map(({ key, label }) => (
          <div key={key} className="grid min-w-0 gap-1.5 sm:w-40">
            <Label htmlFor={`filter-${key}`}>{label}</Label>
            <Input
              id={`filter-${key}`}
              type="date"
              className="h-10 min-w-0"
              value={value[key]}
              onChange={(e) => onChange({ ...value, [key]: e.target.value })}
            />
          </div>
        ))}
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onChange(NO_SEARCH);
          }}
        >
          Clear filters
        </Button>
        <Button variant="outline" disabled={exporting} onClick={onExport}>
          <Download aria-hidden="true" />
          {exporting ? 'Preparing CSV...' : 'Export CSV'}
        </Button>
      </div>
    </div>
  );
}
