// The address field (booking-flow.md sections 2 item 9, 5 and 8): Google Places autocomplete when
// the server has a key, otherwise the spec's notice and plain manual entry.
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/client/components/ui/input';
import { useGoogleMapsKey } from '../../api/get-google-maps-key';
import { extractZip, type AddressResult } from './address';
import { attachAutocomplete, loadPlaces } from './google-places';

export const AUTOCOMPLETE_UNAVAILABLE =
  'Address autocomplete unavailable (Google Maps billing not enabled) - you can still enter your address manually';

export function AddressInput({
  id,
  value,
  invalid,
  describedBy,
  onBlur,
  onChange,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onBlur?: (() => void) | undefined;
  onChange: (result: AddressResult) => void;
}) {
  const mapsKey = useGoogleMapsKey();
  const inputRef = useRef<HTMLInputElement>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const key = mapsKey.data?.key ?? null;
  useEffect(() => {
    if (!key || !inputRef.current) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    const input = inputRef.current;
    loadPlaces(key)
      .then((places) => {
        if (!cancelled) detach = attachAutocomplete(places, input, (r) => onChangeRef.current(r));
      })
      .catch(() => {
        if (!cancelled) setScriptFailed(true);
      });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [key]);

  const unavailable = mapsKey.isError || (mapsKey.isSuccess && !key) || scriptFailed;
  const noticeId = `${id}-autocomplete`;
  return (
    <div className="space-y-1.5">
      <Input
        ref={inputRef}
        id={id}
        value={value}
        autoComplete="street-address"
        placeholder="Street address, city, state and ZIP"
        aria-invalid={invalid}
        aria-describedby={
          [describedBy, unavailable ? noticeId : undefined].filter(Boolean).join(' ') || undefined
        }
        onBlur={onBlur}
        onChange={(event) => {
          const text = event.target.value;
          onChange({ formattedAddress: text, zipCode: extractZip(text) });
        }}
      />
      {unavailable && (
        <p id={noticeId} className="text-xs text-muted-foreground">
          {AUTOCOMPLETE_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
