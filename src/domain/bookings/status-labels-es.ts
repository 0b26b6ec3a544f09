// The customer's status words in Spanish (issue 28), typed by StatusWords so none is missing. The
// first step is the confirmation mail's heading too ("Reserva confirmada").
import type { PaymentMethod } from '../schemas/booking';
import type { StatusWords } from './status-labels';

const CONFIRMED = 'Reserva confirmada';

const PAID_WITH: Readonly<Record<PaymentMethod, string>> = {
  card: 'con tarjeta',
  afterpay: 'con Afterpay',
  cash: 'en efectivo',
};

export const STATUS_WORDS_ES: StatusWords = {
  confirmed: CONFIRMED,
  cancelled: 'Cancelada',
  awaitingPayment: 'Pago pendiente',
  progressSteps: [
    CONFIRMED,
    'Preparación del servicio',
    'Técnico en camino',
    'Montaje en curso',
    'Servicio terminado',
    'Procesando el pago',
  ],
  timeline: {
    received: CONFIRMED,
    confirmed: 'Preparación del servicio',
    assigned: 'Técnico asignado',
    on_the_way: 'Técnico en camino',
    in_progress: 'Montaje en curso',
    completed: 'Servicio terminado',
  },
  payment: {
    paid: (method) => `Pagado ${PAID_WITH[method]}.`,
    refunded: 'Le reembolsamos su pago.',
    failed: 'El pago no se completó.',
    payCash: 'Pague en efectivo al terminar el trabajo.',
    awaitingAfterpay: 'Esperando su pago de Afterpay.',
    cardIncomplete: 'El pago con tarjeta aún no está completo.',
  },
};
