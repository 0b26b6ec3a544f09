// Everything the built-in assistant says, one table per language with the same keys (decisions.md
// "Assistant" and "Languages (English and Spanish)"): `Messages` makes every language write every
// message. Amounts, days and windows come in as values; prices are always the engine's.
import type { OneTimeFee } from '../catalog/tv-add-ons';
import type { WallType } from '../catalog/wall-types';
import { BUSINESS_HOURS } from '../scheduling/business-hours';
import { SLOT_LABELS, slotWindowLabel, type SlotLabel } from '../scheduling/business-time';
import { formatCalendarDate } from '../scheduling/format-date';
import type { TV_PART_KEYS } from '../pricing/tv-parts';
import type { ByLanguage } from './language';
import { AREA_TOWNS, listWith } from './message-parts';
import { ES_MESSAGES } from './messages-es';

/** Why an option or a count was changed, said in the reply. */
export type Note =
  | { readonly key: 'twoTechsSmall' | 'fireplaceOutletOffDrywall' | 'frameBoxOffWall' }
  | { readonly key: 'servicesAlone' }
  | { readonly key: 'cameraMax'; readonly count: number }
  | { readonly key: 'cameraPack'; readonly pack: number };

/** A service option the customer did not name (kept in the conversation by key). */
export type ServiceAssumption = 'soundbarUnderTv';

export interface Messages {
  readonly introduction: string;
  readonly phoneHandoff: (phone: string) => string;
  readonly whatToPrice: (phone: string) => string;
  readonly cashNote: string;
  /** '2026-11-28' -> 'Saturday, Nov 28'. */
  readonly dayLabel: (date: string) => string;
  readonly windowLabel: (time: SlotLabel) => string;
  readonly bookingWindow: (lastDay: string) => string;
  readonly outsideHours: string;
  readonly slotOpen: (day: string, window: string) => string;
  readonly openWindows: string;
  readonly pickOne: string;
  readonly allTaken: (phone: string) => string;
  readonly nothingThen: string;
  readonly nextOpen: string;
  readonly cannotPrice: (what: string, phone: string) => string;
  readonly bookingOpened: (when?: string) => string;
  readonly sayBookIt: string;
  readonly combinationFails: (reasons: string, phone: string) => string;
  readonly whatToBook: string;
  readonly welcome: (phone: string) => string;
  // The quote.
  readonly tvs: (count: number, sizeLabel: string) => string;
  readonly list: (items: readonly string[]) => string;
  readonly yourJob: string;
  readonly priceFor: (what: string) => string;
  readonly tvLine: (index: number, size: string, wall: string, room: string) => string;
  readonly wall: (wall: WallType, englishLabel: string) => string;
  /** A TV's room as chosen (the English value the booking stores), in the reply's language. */
  readonly room: (room: string) => string;
  readonly part: (key: (typeof TV_PART_KEYS)[number], englishLabel: string) => string;
  readonly fee: (key: OneTimeFee, englishLabel: string) => string;
  readonly multiTvDiscount: string;
  readonly total: string;
  readonly sameDayFee: string;
  readonly assumedMount: string;
  readonly assumedWall: string;
  readonly assumedCount: string;
  readonly assumedSize: (sameForEvery: boolean) => string;
  readonly serviceAssumption: (assumption: string) => string;
  readonly assumed: (items: string) => string;
  readonly note: (note: Note) => string;
  readonly serviceOffer: (service: string, options: string) => string;
  readonly facts: FactMessages;
}

/** The business questions' answers (business-answers.ts). */
export interface FactMessages {
  readonly hours: string;
  readonly zipServed: (zip: string) => string;
  readonly zipNotServed: (zip: string, phone: string) => string;
  readonly area: (address: string) => string;
  readonly warranty: string;
  readonly payment: string;
  readonly insurance: (licence?: string, insurer?: string) => string;
  readonly contact: (phone: string, email: string) => string;
}

const list = listWith('and');

const COUNT_NAMES = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

const EN_CASH = 'Payment is cash on completion, no upfront payment.';

const EN_MESSAGES: Messages = {
  introduction:
    'Hi! I can price TV mounting and our other services, check open arrival windows and book for you. Try "how much for two 65 inch TVs on brick with the wires hidden?" or "can you come Saturday afternoon?"',
  phoneHandoff: (phone) =>
    `I'm not able to answer that here. Please call us at ${phone} (${BUSINESS_HOURS}) and we will help you.`,
  whatToPrice: (phone) =>
    `I can price TV mounting and the services we offer. Tell me how many TVs, their sizes and the wall (drywall, brick, stone, tile, concrete, over the fireplace), or the service you need. For anything else, please call us at ${phone}.`,
  cashNote: EN_CASH,
  dayLabel: (date) => formatCalendarDate(date, 'chat'),
  windowLabel: slotWindowLabel,
  bookingWindow: (lastDay) => `We book from today through ${lastDay}.`,
  outsideHours: `Our arrival windows run ${BUSINESS_HOURS}, from 8:00 AM to 8:00 PM.`,
  slotOpen: (day, window) =>
    `Yes, ${day} ${window} is open. Say "book it" and I will open the booking form.`,
  openWindows: 'These arrival windows are open:',
  pickOne: 'Tell me which one suits you, or say "book it".',
  allTaken: (phone) => `Every window of the next two weeks is taken. Please call us at ${phone}.`,
  nothingThen: 'Nothing is open then. The nearest open windows are:',
  nextOpen: 'The next open arrival windows are:',
  cannotPrice: (what, phone) =>
    `I can't price a job with ${what} here. Please call us at ${phone} and we will quote it.`,
  bookingOpened: (when) =>
    `I've opened the booking form${when ? ` for ${when}` : ''}. Fill in your details and press Complete Booking. ${EN_CASH}`,
  sayBookIt: 'Say "book it" to book, or ask me when we can come.',
  combinationFails: (reasons, phone) =>
    `I can't price that combination: ${reasons} Call us at ${phone} if you need it anyway.`,
  whatToBook:
    'Tell me what to book first: how many TVs, their sizes and the wall, or the service you need.',
  welcome: (phone) => `You're welcome! Anything else, just ask, or call us at ${phone}.`,
  tvs: (count, size) =>
    `${COUNT_NAMES[count] ?? String(count)} ${size} TV${count === 1 ? '' : 's'}`,
  list,
  yourJob: 'your job',
  priceFor: (what) => `Here is the price for ${what}:`,
  tvLine: (index, size, wall, room) => `- TV ${index} (${size}, ${wall}, ${room}): `,
  wall: (_wall, label) => label,
  room: (room) => room,
  part: (_key, label) => label,
  fee: (_key, label) => label,
  multiTvDiscount: 'Multi-TV discount (10% off the TVs)',
  total: 'Total',
  sameDayFee:
    'The same-day fee is charged only when your arrival window starts within 24 hours of booking.',
  assumedMount: 'a fixed (flat) mount bought from us',
  assumedWall: 'drywall with wood studs',
  assumedCount: 'one TV',
  assumedSize: (sameForEvery) =>
    sameForEvery ? 'a 44"-55" TV (installation costs the same for every size)' : 'a 44"-55" TV',
  serviceAssumption: (assumption) =>
    assumption === 'soundbarUnderTv'
      ? 'the soundbar mounted under the TV (the same price on its own wall mount)'
      : assumption,
  assumed: (items) =>
    `I assumed ${items}. Tell me if anything is different and I will price it again.`,
  note: (note) => {
    switch (note.key) {
      case 'twoTechsSmall':
        return 'Two technicians are only sent for TVs of 60 inches or more, so I left that out.';
      case 'fireplaceOutletOffDrywall':
        return 'A fireplace outlet can only be installed on a drywall wall, so I left it out.';
      case 'frameBoxOffWall':
        return 'A frame box goes only with the Frame / Media Box wall type, so I left it out.';
      case 'servicesAlone':
        return 'This price is for these services alone, without the TV from before.';
      case 'cameraMax':
        return `Our largest camera package is 8 cameras; for ${note.count}, please call us.`;
      case 'cameraPack':
        return `Cameras come in packages of 1, 2, 4, 6 and 8, so I priced the ${note.pack}-camera package.`;
    }
  },
  serviceOffer: (service, options) =>
    `Yes, we do ${service}: ${options}. Tell me which one and I will add it to the price.`,
  facts: {
    hours: `We install ${BUSINESS_HOURS}: arrival windows start at ${list(SLOT_LABELS)}.`,
    zipServed: (zip) => `Yes, ${zip} is in our service area.`,
    zipNotServed: (zip, phone) =>
      `We do not serve ZIP code ${zip} yet. Call us at ${phone} and we will see what we can do.`,
    area: (address) =>
      `We serve ${address} and the towns around it: every Charlotte ZIP from 28202 to 28280, plus nearby towns such as ${list(AREA_TOWNS)}. Tell me your ZIP code and I will check it.`,
    warranty: 'Every TV mounting we do comes with our lifetime warranty on the installation.',
    payment:
      'You can pay by card when you book, with Afterpay in 4 payments, or in cash when the job is done (no upfront payment).',
    insurance: (licence, insurer) =>
      `Yes: we are ${licence ? `licensed (licence ${licence}), ` : ''}bonded and insured${insurer ? ` (insured by ${insurer})` : ''}.`,
    contact: (phone, email) => `Call us at ${phone} (${BUSINESS_HOURS}) or e-mail ${email}.`,
  },
};

export const MESSAGES: ByLanguage<Messages> = { en: EN_MESSAGES, es: ES_MESSAGES };
