// The four steps of one TV (booking-flow.md section 2 screen 3, sections 4-5).
import { Trans, useLingui } from '@lingui/react/macro';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { MOUNT_OPTIONS, MOUNT_TYPE_INFO, MOUNT_TYPES } from '@/domain/catalog/mount-types';
import { GENERAL_ROOMS, OTHER_ROOM } from '@/domain/catalog/rooms';
import type { CatalogNames } from '@/domain/catalog/catalog-names';
import {
  FRAME_MEDIA_BOX_OPTIONS,
  ONE_TIME_FEES,
  PER_TV_ADD_ON_KEYS,
  PER_TV_ADD_ONS,
  type FrameMediaBoxType,
  type PerTvAddOn,
} from '@/domain/catalog/tv-add-ons';
import { previewInches } from '@/domain/catalog/tv-dimensions';
import { isLargeTv, TV_SIZE_LABELS, TV_SIZES } from '@/domain/catalog/tv-sizes';
import { isDrywall, offeredWallTypes, WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import { SeeItOnYourWallButton } from '@/client/components/see-it-on-your-wall/see-it-on-your-wall-button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Locale } from '@/domain/site/locales';
import { ToggleChip } from '../toggle-chip';
import { CheckRow, RadioGroupField } from './choice-inputs';
import { isHighRise, type TvDraft } from './tv-draft';
import { useRoomName } from './use-tv-label';

export interface StepProps {
  readonly draft: TvDraft;
  readonly onChange: (change: Partial<TvDraft>) => void;
}

const plus = (cents: number, locale: Locale) => `+${formatMoney(cents, locale)}`;

export function RoomStep({ draft, onChange, rooms }: StepProps & { rooms: readonly string[] }) {
  const { t } = useLingui();
  const roomName = useRoomName();
  const general = rooms === GENERAL_ROOMS;
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">
        <Trans>Where is this TV going?</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rooms.map((room) => (
          <ToggleChip
            key={room}
            pressed={draft.roomChoice === room}
            onClick={() => onChange({ roomChoice: room })}
          >
            {roomName(room)}
          </ToggleChip>
        ))}
      </div>
      {general && draft.roomChoice === OTHER_ROOM && (
        <div className="mt-4 space-y-2">
          <Label htmlFor="other-room">
            <Trans>Describe the room or location</Trans>
          </Label>
          <Input
            id="other-room"
            value={draft.otherRoom}
            maxLength={80}
            placeholder={t`e.g. Bonus room over the garage`}
            onChange={(event) => onChange({ otherRoom: event.target.value })}
            autoFocus
          />
        </div>
      )}
    </fieldset>
  );
}

export function SizeStep({ draft, onChange }: StepProps) {
  const { t } = useLingui();
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">
        <Trans>TV size</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {TV_SIZES.map((size) => (
          <ToggleChip
            key={size}
            pressed={draft.tvSize === size}
            onClick={() => onChange({ tvSize: size })}
            hint={isLargeTv(size) ? t`Large TV` : undefined}
          >
            {TV_SIZE_LABELS[size]}
          </ToggleChip>
        ))}
      </div>
      {/* The bracket's largest size, on the mount chosen so far (decisions.md "See it on your
          wall"). */}
      {draft.tvSize && (
        <SeeItOnYourWallButton
          inches={previewInches(draft.tvSize)}
          mount={draft.mountType}
          className="mt-4"
        />
      )}
    </fieldset>
  );
}

export function WallStep({ draft, onChange }: StepProps) {
  const locale = useLocale();
  const { names } = useCustomerWords();
  const inComplex = draft.apartmentComplex !== null;
  const walls = offeredWallTypes(isHighRise(draft.apartmentComplex));
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">
        <Trans>Wall type</Trans>
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {walls.map((wall) => {
          const info = WALL_TYPE_INFO[wall];
          const surcharge =
            !inComplex && info.surchargeCents > 0 ? plus(info.surchargeCents, locale) : undefined;
          return (
            <ToggleChip
              key={wall}
              pressed={draft.wallType === wall}
              onClick={() => onChange({ wallType: wall })}
              hint={surcharge}
            >
              {names.wallTypes[wall]}
            </ToggleChip>
          );
        })}
      </div>
      {isHighRise(draft.apartmentComplex) && (
        <p className="mt-3 text-sm text-muted-foreground">
          <Trans>
            High-rise buildings are framed in metal studs, so wood studs are not offered.
          </Trans>
        </p>
      )}
    </fieldset>
  );
}

const frameChoices = (
  names: CatalogNames,
  noBox: string,
  locale: Locale,
): readonly { value: FrameMediaBoxType; label: string; price?: string }[] => [
  {
    value: 'furniture',
    label: names.frameMediaBox.furniture,
    price: plus(FRAME_MEDIA_BOX_OPTIONS.furniture.priceCents, locale),
  },
  {
    value: 'premium',
    label: names.frameMediaBox.premium,
    price: plus(FRAME_MEDIA_BOX_OPTIONS.premium.priceCents, locale),
  },
  { value: 'none', label: noBox },
];

/** The add-on rows: the catalog's per-TV add-ons, with same-day service (one fee for the
 * booking) shown third. */
const ADD_ON_ROWS: readonly (PerTvAddOn | 'sameDayService')[] = [
  ...PER_TV_ADD_ON_KEYS.slice(0, 2),
  'sameDayService',
  ...PER_TV_ADD_ON_KEYS.slice(2),
];

const addOnRow = (
  key: PerTvAddOn | 'sameDayService',
  names: CatalogNames,
  once: string,
  locale: Locale,
) =>
  key === 'sameDayService'
    ? {
        label: names.oneTimeFees.sameDayService,
        price: plus(ONE_TIME_FEES.sameDayService.priceCents, locale),
        note: once,
      }
    : { label: names.addOns[key], price: plus(PER_TV_ADD_ONS[key].priceCents, locale) };

export function AddOnsStep({ draft, onChange }: StepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { names } = useCustomerWords();
  const once = t`Charged once per booking`;
  return (
    <div className="space-y-6">
      <RadioGroupField
        legend={t`Mount`}
        name="mount-option"
        value={draft.mountOption}
        onChange={(mountOption) => onChange({ mountOption })}
        options={MOUNT_OPTIONS.map((option) => ({
          value: option,
          label: names.mountOptions[option],
        }))}
      />
      {draft.mountOption === 'purchase' && (
        <RadioGroupField
          legend={t`Mount type`}
          name="mount-type"
          value={draft.mountType}
          onChange={(mountType) => onChange({ mountType })}
          options={MOUNT_TYPES.map((type) => ({
            value: type,
            label: names.mountTypes[type],
            price: plus(MOUNT_TYPE_INFO[type].priceCents, locale),
          }))}
        />
      )}
      {draft.wallType === 'frame_media_box' && (
        <RadioGroupField
          legend={t`Frame / media box`}
          name="frame-box"
          value={draft.frameMediaBoxType}
          onChange={(frameMediaBoxType) => onChange({ frameMediaBoxType })}
          options={frameChoices(names, t`No box`, locale)}
        />
      )}
      {draft.tvSize && isLargeTv(draft.tvSize) && (
        <RadioGroupField
          legend={t`Lifting a large TV`}
          name="large-tv"
          value={draft.largeTvAssistance}
          onChange={(largeTvAssistance) => onChange({ largeTvAssistance })}
          options={[
            { value: 'customer_help', label: names.largeTvAssistance.customer_help },
            {
              value: 'two_techs',
              label: names.largeTvAssistance.two_techs,
              price: plus(ONE_TIME_FEES.twoTechnicians.priceCents, locale),
              note: once,
            },
          ]}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">
          <Trans>Add-on services</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ADD_ON_ROWS.filter(
            // A fireplace outlet is cut into drywall only.
            (key) => key !== 'fireplaceOutlet' || (draft.wallType && isDrywall(draft.wallType)),
          ).map((key) => (
            <CheckRow
              key={key}
              {...addOnRow(key, names, once, locale)}
              checked={draft[key]}
              onChange={(checked) => onChange({ [key]: checked })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
