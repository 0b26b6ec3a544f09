// The address field (booking-flow.md sections 2 item 9, 5 and 8): Google Places autocomplete when
// the server has a key, otherwise plain manual entry. A provider problem (no key, billing, a script
// that fails) is never shown to the customer (issue 26): the field quietly stays a text field and
// the reason goes to the console for staff; /google-maps-test shows them the details.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/client/components/ui/input';
import { useGoogleMapsKey } from '@/client/api/google-maps-key';
import { extractZip, type AddressResult } from './address';
import { attachAutocomplete, loadPlaces } from './google-places';

/** What staff find in the browser console when autocomplete is off. */
export const AUTOCOMPLETE_OFF_LOG =
  'Address autocomplete is off (no Google Maps key, or the key or its billing was refused); customers type the address. See /google-maps-test.';

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
  const { t } = useLingui();
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
  useEffect(() => {
    if (unavailable) console.warn(AUTOCOMPLETE_OFF_LOG);
  }, [unavailable]);
  return (
    <div className="space-y-1.5">
      <Input
        ref={inputRef}
        id={id}
        value={value}
        autoComplete="street-address"
        placeholder={t`Street address, city, state and ZIP`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          const text = event.target.value;
          onChange({ formattedAddress: text, zipCode: extractZip(text) });
        }}
      />
    </div>
  );
}
