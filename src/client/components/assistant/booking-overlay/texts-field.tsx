// The assistant form's texts box (decisions.md "Text messages (SMS)"): ticked, the phone must be a
// US number; unticked, the texts-only message beside the phone goes.
import { Controller, type Control } from 'react-hook-form';
import { SmsOptIn } from '../../sms/sms-opt-in';
import { loadUsPhoneCheck } from '../../sms/us-phone-check';
import type { OverlayValues } from '../overlay-fields';

export function TextsField({
  id,
  control,
  onUntick,
}: {
  id: string;
  control: Control<OverlayValues>;
  onUntick: () => void;
}) {
  return (
    <Controller
      control={control}
      name="smsOptIn"
      render={({ field }) => (
        <SmsOptIn
          id={id}
          checked={field.value}
          onCheckedChange={(checked) => {
            field.onChange(checked);
            if (!checked) onUntick();
          }}
        />
      )}
    />
  );
}

/**
 * With the box ticked, whether the phone is no US number: checked once the check has loaded
 * (never on the first load); offline, the server's 400 says it.
 */
export async function notUsForTexts(values: Pick<OverlayValues, 'smsOptIn' | 'phone'>) {
  if (!values.smsOptIn) return false;
  const isUs = await loadUsPhoneCheck().catch(() => undefined);
  return isUs !== undefined && !isUs(values.phone);
}
