import { useLingui } from '@lingui/react/macro';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { roomName } from '@/domain/catalog/tv-names';
import { TV_SIZE_LABELS, type TvSize } from '@/domain/catalog/tv-sizes';

/** A TV's room as the customer reads it: a listed room in the page's language, free text as typed. */
export function useRoomName(): (room: string) => string {
  const { names } = useCustomerWords();
  return (room) => roomName(room, names);
}

/** 'TV 2: Bedroom', the name every list, breakdown and notice gives a TV, in the page's language. */
export function useTvLabel(): (number: number, room: string) => string {
  const { t } = useLingui();
  const nameOf = useRoomName();
  return (number, englishRoom) => {
    const room = nameOf(englishRoom);
    return t`TV ${number}: ${room}`;
  };
}

/** 'Bedroom - 56"-65" TV' (the spec's single-TV name), for the builder's notices. */
export function useTvName(): (tv: { readonly room: string; readonly tvSize: TvSize }) => string {
  const { t } = useLingui();
  const nameOf = useRoomName();
  return (tv) => {
    const room = nameOf(tv.room);
    const size = TV_SIZE_LABELS[tv.tvSize];
    return t`${room} - ${size} TV`;
  };
}
