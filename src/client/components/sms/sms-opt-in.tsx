// "Text me updates about this booking" (decisions.md "Text messages (SMS)"): unticked by
// default, with the disclosure (rates, STOP, HELP) under it and read with it through
// aria-describedby. The keywords STOP and HELP stay in English in every language: they are what
// the carrier and our inbound hook understand.
import { Trans } from '@lingui/react/macro';

export function SmsOptIn({
  id,
  checked,
  onCheckedChange,
  className,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const disclosureId = `${id}-disclosure`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={disclosureId}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
        />
        <div className="space-y-0.5">
          <label htmlFor={id} className="cursor-pointer text-sm font-medium">
            <Trans>Text me updates about this booking</Trans>
          </label>
          <p id={disclosureId} className="text-xs text-muted-foreground">
            {/* The keywords are English in every language (translate="no", lang="en"). */}
            <Trans>
              Message and data rates may apply. Reply{' '}
              <span translate="no" lang="en">
                STOP
              </span>{' '}
              to opt out,{' '}
              <span translate="no" lang="en">
                HELP
              </span>{' '}
              for help.
            </Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
