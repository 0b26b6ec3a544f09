// The customer's texts in Spanish (the glossary of decisions.md "Languages": reserva, técnico,
// horario de llegada, montaje de TV).
import type { TextMessages } from './index';

export const es: TextMessages = {
  confirmation: ({ business, reference, when, url }) =>
    `${business}: su reserva ${reference} está confirmada para ${when}. Ver, cambiar o cancelar: ${url} Responda STOP para no recibir más, HELP para ayuda.`,
  reminder24h: ({ business, reference, when, url }) =>
    `${business}: recordatorio, su montaje de TV ${reference} es mañana, ${when}. Adminístrela: ${url}`,
  reminder2h: ({ business, reference, when, url, phone }) =>
    `${business}: su técnico llega ${when} (${reference}). ¿Necesita un cambio? Llame al ${phone}. ${url}`,
  onMyWay: ({ business, reference, url, firstName }) =>
    `${business}: ${firstName ?? 'Su técnico'} va en camino (${reference}). ${url}`,
  rescheduled: ({ business, reference, when, url }) =>
    `${business}: la reserva ${reference} se cambió a ${when}. ${url}`,
  cancelled: ({ business, reference, when, url, phone }) =>
    `${business}: la reserva ${reference} del ${when} está cancelada. ¿Preguntas? Llame al ${phone}. ${url}`,
  jobDone: ({ business, reference, url }) =>
    `${business}: el trabajo ${reference} está terminado. ¡Gracias! ¿Cómo lo hicimos? Deje su reseña: ${url}`,
  help: ({ business, phone }) =>
    `${business}: llame al ${phone} para ayuda con su reserva. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para no recibir más.`,
};
