// The non-price constants of store-staff-assistant.md section 9 for /pricing-breakdown and the
// printed guide: booking and staff defaults, data loading and notifications, read from the
// constants the site itself uses.
import { TOAST_SETTINGS } from '@/client/components/ui/use-toast';
import { QUERY_DEFAULTS } from '@/client/lib/query-client';
import {
  BOOKING_DEFAULTS,
  DEFAULT_MAX_JOBS_PER_DAY,
  TECHNICIAN_PASSWORD_MIN_LENGTH,
} from '@/domain/catalog/defaults';
import { MOUNT_OPTION_LABELS, MOUNT_TYPE_INFO } from '@/domain/catalog/mount-types';
import { LARGE_TV_ASSISTANCE_LABELS } from '@/domain/catalog/tv-add-ons';
import type { PaymentMethod } from '@/domain/schemas/booking';
import type { ReferenceSection } from './pricing-reference';

const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  card: 'Card',
  afterpay: 'Afterpay',
  cash: 'Cash',
};

function defaultsSection(): ReferenceSection {
  return {
    id: 'defaults',
    title: 'Defaults',
    description: 'What a booking and a technician account start with until someone chooses.',
    rows: [
      { label: 'Payment method', value: PAYMENT_METHOD_NAMES[BOOKING_DEFAULTS.paymentMethod] },
      { label: 'Mount', value: MOUNT_OPTION_LABELS[BOOKING_DEFAULTS.mountOption] },
      { label: 'Mount type', value: MOUNT_TYPE_INFO[BOOKING_DEFAULTS.mountType].label },
      {
        label: 'Large-TV assistance',
        value: LARGE_TV_ASSISTANCE_LABELS[BOOKING_DEFAULTS.largeTvAssistance],
      },
      { label: 'Technician jobs per day', value: `${DEFAULT_MAX_JOBS_PER_DAY}` },
      {
        label: 'Technician password',
        value: `At least ${TECHNICIAN_PASSWORD_MIN_LENGTH} characters`,
      },
    ],
  };
}

const milliseconds = (ms: number) => `${ms.toLocaleString('en-US')} ms`;

function siteSettingsSection(): ReferenceSection {
  const q = QUERY_DEFAULTS;
  const t = TOAST_SETTINGS;
  return {
    id: 'site-settings',
    title: 'Site settings',
    description: 'How screens load data and show notifications.',
    rows: [
      {
        label: 'Reload data on a timer',
        value: q.refetchInterval === false ? 'No' : milliseconds(q.refetchInterval),
      },
      {
        label: 'Reload data when the window regains focus',
        value: q.refetchOnWindowFocus ? 'Yes' : 'No',
      },
      {
        label: 'Loaded data goes stale',
        value: q.staleTime === Infinity ? 'Never' : `After ${milliseconds(q.staleTime)}`,
      },
      {
        label: 'Retries of a failed read or write',
        value: q.retry === false ? 'None' : `${q.retry}`,
      },
      { label: 'Notifications shown at a time', value: `${t.limit}` },
      { label: 'A notification shows for', value: milliseconds(t.durationMs) },
      { label: 'Swipe to dismiss a notification', value: `${t.swipeThresholdPx} px` },
      { label: 'Key that focuses the notifications', value: t.hotkey },
      { label: 'A dismissed notification is removed after', value: milliseconds(t.removeDelayMs) },
    ],
  };
}

export function settingsReference(): readonly ReferenceSection[] {
  return [defaultsSection(), siteSettingsSection()];
}
