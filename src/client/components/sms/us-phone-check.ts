// The opted-in phone's check in the browser: libphonenumber-js is loaded only once a customer
// ticks the texts box, through a dynamic import, so it never weighs on the booking flow's first
// load (it would add about 30 KiB to its chunks). The server checks the number again.
import { useEffect, useState } from 'react';

/** Whether a phone text is a valid US number (the server's `toE164US` is not null). */
export type UsPhoneCheck = (text: string) => boolean;

let loading: Promise<UsPhoneCheck> | undefined;

/** The check, loaded once; a failed load is tried again on the next call. */
export function loadUsPhoneCheck(): Promise<UsPhoneCheck> {
  loading ??= import('@/domain/sms/phone').then(
    ({ toE164US }) =>
      (text: string) =>
        toE164US(text) !== null,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The check once it has loaded, starting the load when `wanted` (the box is ticked). */
export function useUsPhoneCheck(wanted: boolean): UsPhoneCheck | undefined {
  const [check, setCheck] = useState<UsPhoneCheck>();
  useEffect(() => {
    if (!wanted || check) return;
    let live = true;
    loadUsPhoneCheck().then(
      (loaded) => live && setCheck(() => loaded),
      () => undefined, // Offline: the server's check still answers on sending.
    );
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check;
}
