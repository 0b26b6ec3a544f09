// The customer's mails in Spanish (es-US): the glossary of decisions.md "Languages", "usted"
// throughout.
import type { MailMessages } from './index';

export const es: MailMessages = {
  htmlLang: 'es',
  greeting: (name) => `Hola, ${name}:`,
  contact: (phone, email) => `¿Tiene preguntas? Llámenos al ${phone} o escríbanos a ${email}.`,
  easternTime: '(hora del Este)',
  withUnit: (address, unit) => `${address}, unidad ${unit}`,
  cancellationPolicy: (hours, phone) =>
    `Puede cambiar la fecha o cancelar sin costo desde la página de su reserva hasta ${hours} horas antes de su horario de llegada; si cancela allí una reserva ya pagada, le reembolsamos el importe completo a la tarjeta con la que pagó. Si faltan menos de ${hours} horas, llámenos al ${phone}.`,
  price: {
    tv: (number, room) => `TV ${number}${room ? ` (${room})` : ''}`,
    discount: 'Descuento por varios televisores',
  },
  labels: {
    reference: 'Número de reserva',
    service: 'Servicio',
    date: 'Fecha',
    window: 'Horario de llegada',
    address: 'Dirección',
    total: 'Total',
    payment: 'Forma de pago',
  },
  policyLabel: 'Política de cancelación',
  confirmation: {
    subject: (reference, date, window) => `Reserva ${reference} confirmada: ${date}, ${window}`,
    heading: 'Reserva confirmada',
    intro: (business) => `Gracias por reservar con ${business}. Estos son los datos de su reserva:`,
    payment: {
      card: (total) =>
        `Tarjeta, pagada en su totalidad (${total}). Le enviaremos el recibo en un correo aparte.`,
      afterpay: (plan) => `Afterpay, ${plan}. Complete el pago en Afterpay para confirmar.`,
      cash: 'Pago en efectivo al terminar: se le paga a su técnico cuando termine el trabajo.',
    },
    manageLink: 'Ver, cambiar o cancelar su reserva',
    invite: 'La invitación de calendario adjunta agrega el horario de llegada a su calendario.',
  },
  viewBooking: 'Ver su reserva',
  rescheduled: {
    subject: (reference, when) => `Reserva ${reference}: nueva fecha, ${when}`,
    heading: 'Su reserva tiene un nuevo horario',
    moved: (reference, when, was) =>
      `Su reserva ${reference} ahora es el ${when}. Antes era el ${was}.`,
    invite: 'La invitación de calendario adjunta actualiza el evento que ya está en su calendario.',
  },
  cancelled: {
    subject: (reference) => `Reserva ${reference}: cancelada`,
    heading: 'Su reserva está cancelada',
    body: (reference, when) => `Su reserva ${reference} del ${when} quedó cancelada.`,
    reason: (reason) => `Motivo: ${reason}`,
    refund: (amount) =>
      `Le reembolsaremos su pago de ${amount} a la tarjeta con la que pagó; le confirmaremos el reembolso en un correo aparte.`,
    invite: 'El archivo de calendario adjunto quita la cita de su calendario.',
    bookAgain: (siteUrl, phone) =>
      `Con gusto le ayudaremos en otra ocasión: vuelva a reservar en ${siteUrl} o llámenos al ${phone}.`,
  },
  reminder: {
    lead: { '24h': 'mañana', '2h': 'en unas dos horas' },
    subject: (lead, when) => `Recordatorio: su instalación es ${lead}, ${when}`,
    heading: (lead) => `Su instalación es ${lead}`,
    arrives: (when, address) => `Su técnico llega el ${when} a ${address}.`,
    prepare:
      'Por favor, despeje la zona de la pared y tenga listos el televisor y el soporte que haya comprado.',
    change24h: (policy) => `¿Necesita cambiarla? ${policy}`,
    change2h: (phone) => `¿Se le hizo tarde o necesita cambiar la cita? Llámenos al ${phone}.`,
  },
  onTheWay: {
    someone: 'Su técnico',
    subject: (firstName) => `Su técnico ${firstName} va en camino`,
    heading: (firstName) => `${firstName} va en camino`,
    body: (firstName, address, reference) =>
      `Su técnico ${firstName} va en camino a ${address} para la reserva ${reference}.`,
  },
  jobDone: {
    subject: (reference) => `Reserva ${reference}: trabajo terminado`,
    heading: 'Su instalación está terminada',
    body: (reference, business) =>
      `Terminamos la instalación de su reserva ${reference}. ¡Gracias por elegir a ${business}!`,
    askReview: '¿Nos cuenta cómo le fue? Una breve reseña ayuda mucho a un negocio pequeño.',
    reviewLink: 'Dejar una reseña',
    receipt: 'Adjuntamos su recibo (PDF): guárdelo para su garantía de por vida.',
    bookingPage: (url) => `La página de su reserva: ${url}`,
  },
  status: {
    subject: (reference, status) => `Reserva ${reference}: ${status}`,
    confirmed: {
      status: 'Confirmada',
      sentence: (when) => `Su instalación está confirmada para el ${when}.`,
    },
    inProgress: {
      status: 'En curso',
      sentence: 'Su técnico comenzó a trabajar en su instalación.',
    },
  },
  money: {
    testPayment: 'Este fue un pago de prueba (sandbox): no se cobró dinero.',
    testRefund: 'Este fue un pago de prueba (sandbox): no se cobró ni se devolvió dinero.',
    refundArrival:
      'Según su banco, aparecerá en su estado de cuenta en un plazo de 5 a 10 días hábiles.',
    receiptNumber: (id) => `Número de recibo: P-${id}`,
    byCard: (amount) => `${amount} con tarjeta`,
  },
  payment: {
    receiptSubject: (reference) => `Pago recibido de la reserva ${reference}`,
    received: (amount, reference) => `Recibimos su pago de ${amount} de la reserva ${reference}.`,
    amountPaid: (paid) => `Importe pagado: ${paid}`,
    refundSubject: (reference) => `Reembolso de la reserva ${reference}`,
    refunded: (amount, reference) =>
      `Le reembolsamos ${amount} de la reserva cancelada ${reference} a la tarjeta con la que pagó.`,
    returnedSubject: (reference) => `Pago reembolsado de la reserva ${reference}`,
    returnedReasons: {
      slotTaken:
        'Su pago llegó después de los 15 minutos en que le guardamos un horario, y ese horario ya lo reservó otra persona, así que no pudimos mantener su reserva.',
      notPayable: 'Esta reserva ya no estaba esperando un pago, así que no pudimos aceptarlo.',
      amountMismatch:
        'El importe confirmado de su pago no coincide con el total de su reserva, así que no lo aceptamos. Ya avisamos a nuestra oficina, que se comunicará con usted si hace falta.',
    },
    returned: (amount, reference) =>
      `Le reembolsamos su pago de ${amount} de la reserva ${reference} a la tarjeta con la que pagó.`,
    bookAnother: (phone) =>
      `Para reservar otro horario, visite nuestro sitio web o llámenos al ${phone}.`,
  },
  store: {
    delivery: (address) =>
      `Entrega local (gratis) a: ${address}. Le llamaremos para acordar la hora.`,
    pickup: 'Para recoger: le llamaremos cuando su pedido esté listo.',
    receiptSubject: (reference) => `Recibo de su pedido de Mount Depot ${reference}`,
    thanks: (reference, amount) =>
      `Gracias por su pedido de Mount Depot ${reference}. Recibimos su pago de ${amount}.`,
    totalPaid: (paid) => `Total pagado: ${paid}`,
    cancelSubject: (reference) => `Su pedido de Mount Depot ${reference} fue cancelado`,
    cancelled: (reference) => `Su pedido de Mount Depot ${reference} fue cancelado.`,
    refunded: (amount) => `Le reembolsamos ${amount} a la tarjeta con la que pagó.`,
  },
};
