// The receipt in English.
import type { ReceiptWords } from './words';

export const en: ReceiptWords = {
  title: 'RECEIPT',
  customer: 'Customer',
  details: 'Job',
  reference: 'Reference',
  jobDate: 'Date of the job',
  technician: 'Technician',
  description: 'Description',
  amount: 'Amount',
  total: 'Total',
  payment: 'Payment',
  method: { card: 'card', cash: 'cash', afterpay: 'Afterpay' },
  paidOn: (method, date) => `Paid by ${method} on ${date}`,
  paid: (method) => `Paid by ${method}`,
  unpaid: (method) => `Not paid yet (${method})`,
  balanceDue: 'Balance due',
  amountPaid: 'Amount paid',
  warrantyHeading: 'Lifetime warranty',
  warrantyTerms: [
    'Every mounting we install carries our lifetime warranty on the installation: if a mount we installed loosens or fails because of our work, we come back and fix it at no charge for as long as you own the home.',
    'The warranty covers our labor and the mounts we supplied; it does not cover the TV itself, damage from moving or altering the mount, or a mount the customer supplied that fails on its own. Keep this receipt and quote its reference.',
  ],
  license: (number) => `License ${number}`,
  insurer: (name) => `Insured by ${name}`,
  thanks: 'Thank you for your business!',
  fileTitle: (reference) => `Receipt ${reference}`,
};
