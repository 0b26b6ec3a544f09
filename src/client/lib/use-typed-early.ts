import { useEffect, useRef } from 'react';

/**
 * A server-rendered field's words typed before the page's code ran: handed to `setValue` once it
 * has (React keeps its own empty state otherwise). Put the returned ref on the input.
 */
export function useTypedEarly(setValue: (typed: string) => void) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setValue(typed);
  }, [setValue]);
  return input;
}
