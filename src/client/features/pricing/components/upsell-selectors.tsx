import { useId } from 'react';
import { Label } from '@/client/components/ui/label';
import { NativeSelect, SelectOptions } from '@/client/components/ui/native-select';
import { MOUNT_TYPES, MOUNT_TYPE_INFO, type MountType } from '@/domain/catalog/mount-types';
import { GENERAL_ROOMS } from '@/domain/catalog/rooms';
import { TV_SIZES, TV_SIZE_LABELS, type TvSize } from '@/domain/catalog/tv-sizes';
import { WALL_TYPES, WALL_TYPE_INFO, type WallType } from '@/domain/catalog/wall-types';

export interface UpsellChoice {
  readonly tvSize: TvSize;
  readonly mountType: MountType;
  readonly wallType: WallType;
  readonly room: string;
}

interface Field<K extends keyof UpsellChoice> {
  readonly key: K;
  readonly label: string;
  readonly options: readonly { readonly value: UpsellChoice[K]; readonly label: string }[];
}

const FIELDS = [
  {
    key: 'tvSize',
    label: 'TV Size',
    options: TV_SIZES.map((size) => ({ value: size, label: TV_SIZE_LABELS[size] })),
  } satisfies Field<'tvSize'>,
  {
    key: 'mountType',
    label: 'Mount Type',
    options: MOUNT_TYPES.map((type) => ({ value: type, label: MOUNT_TYPE_INFO[type].label })),
  } satisfies Field<'mountType'>,
  {
    key: 'wallType',
    label: 'Wall Type',
    options: WALL_TYPES.map((wall) => ({ value: wall, label: WALL_TYPE_INFO[wall].label })),
  } satisfies Field<'wallType'>,
  {
    key: 'room',
    label: 'Room',
    options: GENERAL_ROOMS.map((room) => ({ value: room, label: room })),
  } satisfies Field<'room'>,
] as const;

/** The four selectors of the upsell test page; each change re-runs the suggestion rule. */
export function UpsellSelectors({
  choice,
  onChange,
}: {
  choice: UpsellChoice;
  onChange: (choice: UpsellChoice) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-2">
          <Label htmlFor={`${id}-${field.key}`}>{field.label}</Label>
          <NativeSelect
            id={`${id}-${field.key}`}
            value={choice[field.key]}
            // The options come from the same catalogue as the type, so the value is one of them.
            onChange={(event) => onChange({ ...choice, [field.key]: event.target.value })}
          >
            <SelectOptions options={field.options} />
          </NativeSelect>
        </div>
      ))}
    </div>
  );
}
