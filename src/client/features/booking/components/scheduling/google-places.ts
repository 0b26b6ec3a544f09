// Loads the Google Maps script with the places library on demand, once per page, and wraps the
// few parts of its Autocomplete we use. No @types package: the surface we touch is typed here.
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

let loading: Promise<PlacesNamespace> | null = null;

export function loadPlaces(key: string): Promise<PlacesNamespace> {
  const existing = (window as GoogleWindow).google?.maps?.places;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<PlacesNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`;
    script.async = true;
    script.onload = () => {
      const places = (window as GoogleWindow).google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error('Places library missing'));
    };
    script.onerror = () => reject(new Error('Google Maps failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
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
