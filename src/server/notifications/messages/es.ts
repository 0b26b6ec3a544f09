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
  confirmation: {
    subject: (reference, date, window) => `Reserva ${reference} confirmada: ${date}, ${window}`,
    heading: 'Reserva confirmada',
    intro: (business) => `Gracias por reservar con ${business}. Estos son los datos de su reserva:`,
    labels: {
      reference: 'Número de reserva',
      service: 'Servicio',
      date: 'Fecha',
      window: 'Horario de llegada',
      address: 'Dirección',
      total: 'Total',
      payment: 'Forma de pago',
    },
    payment: {
      card: (total) =>
        `Tarjeta, pagada en su totalidad (${total}). Le enviaremos el recibo en un correo aparte.`,
      afterpay: (plan) => `Afterpay, ${plan}. Complete el pago en Afterpay para confirmar.`,
      cash: 'Pago en efectivo al terminar: se le paga a su técnico cuando termine el trabajo.',
    },
    manageLink: 'Ver, cambiar o cancelar su reserva',
    policyLabel: 'Política de cancelación',
    invite:
      'La invitación de calendario adjunta (booking.ics) agrega el horario de llegada a su calendario.',
  },
};
