// The cancel's refund, for its callers (staff-bookings, manage): the one refund code lives in
// src/server/payments/refunds.ts (docs/decisions/025-payment-pipeline.md).
export { refundBookingPayments } from '../../payments/refunds';
