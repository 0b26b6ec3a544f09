// Loads the Google Maps script with the places library on demand, once per page, and wraps the
// few parts of its Autocomplete we use. No @types package: the surface we touch is typed here.
import { scriptLoader } from '@/client/lib/load-script';
import type { AddressResult } from './address';

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface PlaceResult {
  formatted_address?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat(): number; lng(): number } };
}
interface Autocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
}
interface PlacesNamespace {
  Autocomplete: new (
    input: HTMLInputElement,
    options: { componentRestrictions: { country: string }; fields: string[]; types?: string[] },
  ) => Autocomplete;
}
type GoogleWindow = Window & { google?: { maps?: { places?: PlacesNamespace } } };

const loadPlacesScript = scriptLoader(() => (window as GoogleWindow).google?.maps?.places, {
  missing: 'Places library missing',
  failed: 'Google Maps failed to load',
});

export function loadPlaces(key: string): Promise<PlacesNamespace> {
  return loadPlacesScript(
    `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`,
  );
}

/** Autocomplete restricted to US addresses; calls back with the spec's address result. */
export function attachAutocomplete(
  places: PlacesNamespace,
  input: HTMLInputElement,
  onPlace: (result: AddressResult) => void,
): () => void {
  const autocomplete = new places.Autocomplete(input, {
    componentRestrictions: { country: 'us' },
    fields: ['formatted_address', 'address_components', 'geometry'],
    types: ['address'],
  });
  const listener = autocomplete.addListener('place_changed', () => {
    const place = autocomplete.getPlace();
    const part = (type: string, short = false) => {
      const found = place.address_components?.find((c) => c.types.includes(type));
      return found ? (short ? found.short_name : found.long_name) : undefined;
    };
    onPlace({
      formattedAddress: place.formatted_address ?? input.value,
      latitude: place.geometry?.location?.lat(),
      longitude: place.geometry?.location?.lng(),
      streetNumber: part('street_number'),
      streetName: part('route'),
      city: part('locality'),
      state: part('administrative_area_level_1', true),
      zipCode: part('postal_code'),
      country: part('country', true),
    });
  });
  return () => listener.remove();
}
