// Whether each channel of the outbox has a provider (issue 44: every message showed "Pending /
// Not yet" with no hint that delivery was not configured). Without SMTP_URL e-mails, and without
// the three TWILIO_* settings texts, are kept in the outbox and never sent (services/outbox/
// channel.ts); the list says so on each waiting message and once at the top.
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { twilioSettings } from '../../services/sms/twilio-transport';

export const NOT_CONFIGURED = {
  email: 'Not sent: e-mail delivery is not configured (no SMTP_URL), so e-mails are kept here.',
  sms: 'Not sent: text delivery is not configured (no Twilio keys), so texts are kept here.',
} as const;

export const outboxChannelsSchema = z.object({
  email: z.object({ provider: z.literal('smtp').nullable(), note: z.string().nullable() }),
  sms: z.object({ provider: z.literal('twilio').nullable(), note: z.string().nullable() }),
});
export type OutboxChannels = z.output<typeof outboxChannelsSchema>;

/** Each channel's provider, or null with the note the screen shows. */
export function outboxChannels(config: AppConfig): OutboxChannels {
  const smtp = Boolean(config.SMTP_URL);
  const twilio = twilioSettings(config) !== null;
  return {
    email: { provider: smtp ? 'smtp' : null, note: smtp ? null : NOT_CONFIGURED.email },
    sms: { provider: twilio ? 'twilio' : null, note: twilio ? null : NOT_CONFIGURED.sms },
  };
}

/** A message still waiting on a channel with no provider is not being sent: it says why. */
export function deliveryNoteOf(
  channels: OutboxChannels,
  message: { channel: 'email' | 'sms'; status: string },
): string | null {
  return message.status === 'pending' ? channels[message.channel].note : null;
}
