// The customer's texts in English. "Reply STOP to opt out" rides on the first text (consent).
import type { TextMessages } from './index';

export const en: TextMessages = {
  confirmation: ({ business, reference, when, url }) =>
    `${business}: booking ${reference} is confirmed for ${when}. View, reschedule or cancel: ${url} Reply STOP to opt out, HELP for help.`,
  reminder24h: ({ business, reference, when, url }) =>
    `${business}: reminder, your TV mounting ${reference} is tomorrow, ${when}. Manage it: ${url}`,
  reminder2h: ({ business, reference, when, url, phone }) =>
    `${business}: your technician arrives ${when} (${reference}). Need a change? Call ${phone}. ${url}`,
  onMyWay: ({ business, reference, url, firstName }) =>
    `${business}: ${firstName ?? 'Your technician'} is on the way to you now (${reference}). ${url}`,
  rescheduled: ({ business, reference, when, url }) =>
    `${business}: booking ${reference} moved to ${when}. ${url}`,
  cancelled: ({ business, reference, when, url, phone }) =>
    `${business}: booking ${reference} for ${when} is cancelled. Questions? Call ${phone}. ${url}`,
  jobDone: ({ business, reference, url }) =>
    `${business}: job ${reference} is done. Thank you! How did we do? Leave a review: ${url}`,
  help: ({ business, phone }) =>
    `${business}: call ${phone} for help with your booking. Msg & data rates may apply. Reply STOP to opt out.`,
};
