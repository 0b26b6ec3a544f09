import { useLingui } from '@lingui/react/macro';
import { TV_SIZE_LABELS, type TvSize } from '@/domain/catalog/tv-sizes';

/** 'TV 2: Bedroom', the name every list, breakdown and notice gives a TV, in the page's language. */
export function useTvLabel(): (number: number, room: string) => string {
  const { t } = useLingui();
  return (number, room) => t`TV ${number}: ${room}`;
}

/** 'Bedroom - 56"-65" TV' (the spec's single-TV name), for the builder's notices. */
export function useTvName(): (tv: { readonly room: string; readonly tvSize: TvSize }) => string {
  const { t } = useLingui();
  return ({ room, tvSize }) => {
    const size = TV_SIZE_LABELS[tvSize];
    return t`${room} - ${size} TV`;
  };
}
