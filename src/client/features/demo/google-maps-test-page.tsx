import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { getGoogleMapsKey } from '@/client/api/google-maps-key';
import { ApiRequestError } from '@/client/lib/api-client';
import { DemoFrame, StatusBadge, type CheckStatus } from './demo-frame';
import { DiagnosticsGate } from './diagnostics-gate';

interface MapsWindow {
  google?: {
    maps?: {
      places?: {
        Autocomplete: new (
          input: HTMLInputElement,
          options: unknown,
        ) => { addListener: (event: string, handler: () => void) => void; getPlace: () => unknown };
      };
    };
  };
  gm_authFailure?: () => void;
}

interface Row {
  readonly status: CheckStatus;
  readonly message: string;
}

function MapsChecks() {
  const [key, setKey] = useState<Row>({ status: 'pending', message: 'Not checked yet' });
  const [working, setWorking] = useState<Row>({ status: 'pending', message: 'Not checked yet' });
  const [place, setPlace] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function run() {
    setKey({ status: 'loading', message: 'Asking the server...' });
    setWorking({ status: 'pending', message: 'Waiting for the key' });
    let value: string | null;
    let refused: string | null = null;
    try {
      const answer = await getGoogleMapsKey();
      value = answer.key;
      // A server that could not reach Google proves nothing: the browser still tries.
      if (!answer.working && !answer.error?.startsWith('Google Maps could not be reached')) {
        refused = answer.error;
      }
    } catch (error) {
      const message =
        error instanceof ApiRequestError
          ? `HTTP ${error.status}: ${error.serverMessage}`
          : `Network error: ${String(error)}`;
      setKey({ status: 'error', message });
      return;
    }
    if (!value) {
      setKey({ status: 'warning', message: 'No API key configured' });
      setWorking({
        status: 'warning',
        message: 'Addresses are typed by hand (GOOGLE_MAPS_API_KEY unset)',
      });
      return;
    }
    setKey({ status: 'success', message: `Key configured (${value.slice(0, 6)}...)` });
    // The server asked Google first: its answer names a refused key's cause (billing, referrer).
    if (refused) {
      setWorking({ status: 'error', message: `Billing issue or refused key: ${refused}` });
      return;
    }
    setWorking({
      status: 'loading',
      message: 'Loading the maps script with the places library...',
    });
    const w = window as unknown as MapsWindow;
    w.gm_authFailure = () =>
      setWorking({
        status: 'error',
        message: 'Billing issue: the key was refused (check billing and referrer limits)',
      });
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(value)}&libraries=places&loading=async`;
    script.async = true;
    script.onerror = () =>
      setWorking({ status: 'error', message: 'Network error: the maps script did not load' });
    script.onload = () => {
      const wait = window.setInterval(() => {
        const places = w.google?.maps?.places;
        if (!places || !input.current) return;
        window.clearInterval(wait);
        const autocomplete = new places.Autocomplete(input.current, {
          componentRestrictions: { country: 'us' },
          types: ['address'],
          fields: ['formatted_address', 'geometry', 'address_components'],
        });
        autocomplete.addListener('place_changed', () =>
          setPlace(JSON.stringify(autocomplete.getPlace())),
        );
        setWorking({ status: 'success', message: 'Maps and places loaded: type an address below' });
      }, 200);
    };
    document.head.appendChild(script);
  }

  useEffect(() => {
    // The check starts on its own when the page opens (its state changes arrive asynchronously).
    const start = window.setTimeout(() => void run(), 0);
    return () => window.clearTimeout(start);
  }, []);

  return (
    <DemoFrame
      title="Google Maps Diagnostic"
      intro="Checks the maps key the server hands out, then loads the maps script with the places library and tries US address autocomplete."
    >
      <ul className="grid gap-3" aria-label="Checks">
        {[
          ['API key', key],
          ['Working', working],
        ].map(([title, row]) => (
          <li
            key={title as string}
            aria-label={title as string}
            className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-4"
          >
            <h2 className="font-semibold sm:w-40">{title as string}</h2>
            <StatusBadge status={(row as Row).status} />
            <p className="text-sm text-slate-700" aria-live="polite">
              {(row as Row).message}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid max-w-xl gap-2">
        <Label htmlFor={inputId}>Address autocomplete test (US addresses)</Label>
        <Input id={inputId} ref={input} autoComplete="off" placeholder="Start typing an address" />
        {place && <pre className="overflow-x-auto rounded bg-white p-3 text-xs">{place}</pre>}
      </div>
      <Button className="mt-6" variant="outline" onClick={() => void run()}>
        Check again
      </Button>
    </DemoFrame>
  );
}

/** /google-maps-test: the maps diagnostic (admin sign-in first in production). */
export default function GoogleMapsTestPage() {
  return <DiagnosticsGate>{() => <MapsChecks />}</DiagnosticsGate>;
}
