// The customer's mails in English: the spec's wording, word for word.
import { BOOKING_CONFIRMED } from '../../../domain/bookings/status-labels';
import type { MailMessages } from './index';

export const en: MailMessages = {
  htmlLang: 'en',
  greeting: (name) => `Hi ${name},`,
  contact: (phone, email) => `Questions? Call ${phone} or write to ${email}.`,
  easternTime: '(Eastern Time)',
  withUnit: (address, unit) => `${address}, Unit ${unit}`,
  cancellationPolicy: (hours, phone) =>
    `You can reschedule or cancel free of charge from your booking page until ${hours} hours before your arrival window; a paid booking cancelled there is refunded in full to the card you paid with. Within ${hours} hours, please call ${phone}.`,
  price: {
    tv: (number, room) => `TV ${number}${room ? ` (${room})` : ''}`,
    discount: 'Multi-TV discount',
  },
  confirmation: {
    subject: (reference, date, window) => `Booking ${reference} confirmed: ${date}, ${window}`,
    heading: BOOKING_CONFIRMED,
    intro: (business) => `Thank you for booking with ${business}. Here are your details:`,
    labels: {
      reference: 'Booking reference',
      service: 'Service',
      date: 'Date',
      window: 'Arrival window',
      address: 'Address',
      total: 'Total',
      payment: 'Payment',
    },
    payment: {
      // Sent only once the card payment went through (payments/settle.ts).
      card: (total) => `Card, paid in full (${total}). Your receipt comes in a separate e-mail.`,
      afterpay: (plan) => `Afterpay, ${plan}. Complete the Afterpay checkout to confirm.`,
      cash: 'Cash, paid to your technician when the job is done.',
    },
    manageLink: 'View, reschedule or cancel your booking',
    policyLabel: 'Cancellation policy',
    invite: 'The attached calendar invite (booking.ics) adds the arrival window to your calendar.',
  },
};
