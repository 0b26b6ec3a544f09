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
  labels: {
    reference: 'Booking reference',
    service: 'Service',
    date: 'Date',
    window: 'Arrival window',
    address: 'Address',
    total: 'Total',
    payment: 'Payment',
  },
  policyLabel: 'Cancellation policy',
  confirmation: {
    subject: (reference, date, window) => `Booking ${reference} confirmed: ${date}, ${window}`,
    heading: BOOKING_CONFIRMED,
    intro: (business) => `Thank you for booking with ${business}. Here are your details:`,
    payment: {
      // Sent only once the card payment went through (payments/settle.ts).
      card: (total) => `Card, paid in full (${total}). Your receipt comes in a separate e-mail.`,
      afterpay: (plan) => `Afterpay, ${plan}. Complete the Afterpay checkout to confirm.`,
      cash: 'Cash, paid to your technician when the job is done.',
    },
    manageLink: 'View, reschedule or cancel your booking',
    invite: 'The attached calendar invite (booking.ics) adds the arrival window to your calendar.',
  },
  viewBooking: 'View your booking',
  rescheduled: {
    subject: (reference, when) => `Booking ${reference} moved to ${when}`,
    heading: 'Your booking has a new time',
    moved: (reference, when, was) =>
      `Your booking ${reference} now takes place on ${when}. It was ${was}.`,
    invite: 'The attached calendar invite updates the event already in your calendar.',
  },
  cancelled: {
    subject: (reference) => `Booking ${reference}: Cancelled`,
    heading: 'Your booking is cancelled',
    body: (reference, when) => `Your booking ${reference} for ${when} has been cancelled.`,
    reason: (reason) => `Reason: ${reason}`,
    refund: (amount) =>
      `Your payment of ${amount} will be refunded to the card you paid with; a separate e-mail confirms the refund.`,
    invite: 'The attached calendar file removes the appointment from your calendar.',
    bookAgain: (siteUrl, phone) =>
      `We would be glad to help another time: book again at ${siteUrl} or call ${phone}.`,
  },
  reminder: {
    lead: { '24h': 'tomorrow', '2h': 'in about two hours' },
    subject: (lead, when) => `Reminder: your installation ${lead}, ${when}`,
    heading: (lead) => `Your installation is ${lead}`,
    arrives: (when, address) => `Your technician arrives on ${when} at ${address}.`,
    prepare: 'Please clear the wall area and have the TV and any mount you bought ready.',
    change24h: (policy) => `Need to change it? ${policy}`,
    change2h: (phone) => `Running late or need to change it? Call ${phone}.`,
  },
  onTheWay: {
    someone: 'Your technician',
    subject: (firstName) => `Your technician ${firstName} is on the way`,
    heading: (firstName) => `${firstName} is on the way`,
    body: (firstName, address, reference) =>
      `Your technician ${firstName} is on the way to ${address} for booking ${reference}.`,
  },
  jobDone: {
    subject: (reference) => `Booking ${reference}: Job done`,
    heading: 'Your installation is done',
    body: (reference, business) =>
      `Your installation for booking ${reference} is complete. Thank you for choosing ${business}!`,
    askReview: 'Would you tell others how it went? A short review helps a small business a lot.',
    reviewLink: 'Leave a review',
    receipt: 'Your receipt is attached (PDF): keep it for your lifetime warranty.',
    bookingPage: (url) => `Your booking page: ${url}`,
  },
  status: {
    subject: (reference, status) => `Booking ${reference}: ${status}`,
    confirmed: {
      status: 'Confirmed',
      sentence: (when) => `Your installation is confirmed for ${when}.`,
    },
    inProgress: {
      status: 'In progress',
      sentence: 'Your technician has started work on your installation.',
    },
  },
  money: {
    testPayment: 'This was a test payment (sandbox): no money was taken.',
    testRefund: 'This was a test payment (sandbox): no money was taken or returned.',
    refundArrival: 'Depending on your bank, it shows on your statement within 5-10 business days.',
    receiptNumber: (id) => `Receipt number: P-${id}`,
    byCard: (amount) => `${amount} by card`,
  },
  payment: {
    receiptSubject: (reference) => `Payment received for booking ${reference}`,
    received: (amount, reference) =>
      `We received your payment of ${amount} for booking ${reference}.`,
    amountPaid: (paid) => `Amount paid: ${paid}`,
    refundSubject: (reference) => `Refund for booking ${reference}`,
    refunded: (amount, reference) =>
      `We refunded ${amount} for cancelled booking ${reference} to the card you paid with.`,
    returnedSubject: (reference) => `Payment refunded for booking ${reference}`,
    returnedReasons: {
      slotTaken:
        'Your payment arrived after the 15 minutes we hold a time for, and that time has since been booked by someone else, so we could not keep your booking.',
      notPayable: 'This booking was no longer waiting for a payment, so we could not accept it.',
      amountMismatch:
        'The amount confirmed for your payment did not match your booking total, so we did not accept it. Our office has been told and will contact you if needed.',
    },
    returned: (amount, reference) =>
      `We refunded your payment of ${amount} for booking ${reference} to the card you paid with.`,
    bookAnother: (phone) => `To book another time, visit our website or call ${phone}.`,
  },
  store: {
    delivery: (address) => `Local delivery (free) to: ${address}. We call you to arrange the time.`,
    pickup: 'Pickup: we call you when your order is ready to collect.',
    receiptSubject: (reference) => `Receipt for your Mount Depot order ${reference}`,
    thanks: (reference, amount) =>
      `Thank you for your Mount Depot order ${reference}. We received your payment of ${amount}.`,
    totalPaid: (paid) => `Total paid: ${paid}`,
    cancelSubject: (reference) => `Your Mount Depot order ${reference} was cancelled`,
    cancelled: (reference) => `Your Mount Depot order ${reference} was cancelled.`,
    refunded: (amount) => `We refunded ${amount} to the card you paid with.`,
  },
};
