// The non-price constants of store-staff-assistant.md section 9 for /pricing-breakdown and the
// printed guide: booking and staff defaults, data loading and notifications, read from the
// constants the site itself uses; the words in the page's language (pricing-reference.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TOAST_SETTINGS } from '@/client/components/ui/use-toast';
import { QUERY_DEFAULTS } from '@/client/lib/query-client';
import {
  BOOKING_DEFAULTS,
  DEFAULT_MAX_JOBS_PER_DAY,
  TECHNICIAN_PASSWORD_MIN_LENGTH,
} from '@/domain/catalog/defaults';
import type { PaymentMethod } from '@/domain/schemas/booking';
import { LOCALE_TAGS } from '@/domain/site/locales';
import type { ReferenceSection, ReferenceWords } from './reference-words';

const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, MessageDescriptor>> = {
  card: msg`Card`,
  afterpay: msg`Afterpay`,
  cash: msg`Cash`,
};

function defaultsSection({ say, names }: ReferenceWords): ReferenceSection {
  const minLength = TECHNICIAN_PASSWORD_MIN_LENGTH;
  return {
    id: 'defaults',
    title: say(msg`Defaults`),
    description: say(
      msg`What a booking and a technician account start with until someone chooses.`,
    ),
    rows: [
      {
        label: say(msg`Payment method`),
        value: say(PAYMENT_METHOD_NAMES[BOOKING_DEFAULTS.paymentMethod]),
      },
      { label: say(msg`Mount`), value: names.mountOptions[BOOKING_DEFAULTS.mountOption] },
      { label: say(msg`Mount type`), value: names.mountTypes[BOOKING_DEFAULTS.mountType] },
      {
        label: say(msg`Large-TV assistance`),
        value: names.largeTvAssistance[BOOKING_DEFAULTS.largeTvAssistance],
      },
      { label: say(msg`Technician jobs per day`), value: `${DEFAULT_MAX_JOBS_PER_DAY}` },
      {
        label: say(msg`Technician password`),
        value: say(msg`At least ${minLength} characters`),
      },
    ],
  };
}

function siteSettingsSection({ say, locale }: ReferenceWords): ReferenceSection {
  const q = QUERY_DEFAULTS;
  const t = TOAST_SETTINGS;
  const milliseconds = (ms: number) => `${ms.toLocaleString(LOCALE_TAGS[locale])} ms`;
  const yes = say(msg`Yes`);
  const no = say(msg`No`);
  const stale = (ms: number) => {
    const after = milliseconds(ms);
    return say(msg`After ${after}`);
  };
  return {
    id: 'site-settings',
    title: say(msg`Site settings`),
    description: say(msg`How screens load data and show notifications.`),
    rows: [
      {
        label: say(msg`Reload data on a timer`),
        value: q.refetchInterval === false ? no : milliseconds(q.refetchInterval),
      },
      {
        label: say(msg`Reload data when the window regains focus`),
        value: q.refetchOnWindowFocus ? yes : no,
      },
      {
        label: say(msg`Loaded data goes stale`),
        value: q.staleTime === Infinity ? say(msg`Never`) : stale(q.staleTime),
      },
      {
        label: say(msg`Retries of a failed read or write`),
        value: q.retry === false ? say(msg`None`) : `${q.retry}`,
      },
      { label: say(msg`Notifications shown at a time`), value: `${t.limit}` },
      { label: say(msg`A notification shows for`), value: milliseconds(t.durationMs) },
      { label: say(msg`Swipe to dismiss a notification`), value: `${t.swipeThresholdPx} px` },
      { label: say(msg`Key that focuses the notifications`), value: t.hotkey },
      {
        label: say(msg`A dismissed notification is removed after`),
        value: milliseconds(t.removeDelayMs),
      },
    ],
  };
}

export function settingsReference(words: ReferenceWords): readonly ReferenceSection[] {
  return [defaultsSection(words), siteSettingsSection(words)];
}
