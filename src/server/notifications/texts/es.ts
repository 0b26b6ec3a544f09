// The customer's texts in Spanish (the glossary of decisions.md "Languages": reserva, técnico,
// horario de llegada, montaje de TV). A Spanish window ends in "p. m.", so the link starts a new
// line instead of following a period.
import type { TextMessages } from './index';

export const es: TextMessages = {
  confirmation: ({ business, reference, when, url }) =>
    `${business}: reserva ${reference} confirmada para ${when}\nVer, cambiar o cancelar: ${url}\nSTOP para salir, HELP para ayuda`,
  reminder24h: ({ business, reference, when, url }) =>
    `${business}: recordatorio, su montaje de TV ${reference} es mañana, ${when}\n${url}`,
  reminder2h: ({ business, reference, when, url, phone }) =>
    `${business}: su técnico llega ${when} (${reference}). ¿Necesita un cambio? Llame al ${phone}\n${url}`,
  onMyWay: ({ business, reference, url, firstName }) =>
    `${business}: ${firstName ?? 'Su técnico'} va en camino (${reference})\n${url}`,
  rescheduled: ({ business, reference, when, url }) =>
    `${business}: la reserva ${reference} se cambió a ${when}\n${url}`,
  cancelled: ({ business, reference, when, url, phone }) =>
    `${business}: la reserva ${reference} del ${when} está cancelada. ¿Preguntas? Llame al ${phone}\n${url}`,
  jobDone: ({ business, reference, url }) =>
    `${business}: el trabajo ${reference} está terminado. ¡Gracias! ¿Cómo lo hicimos? Deje su reseña: ${url}`,
  help: ({ business, phone }) =>
    `${business}: llame al ${phone} para ayuda con su reserva. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para no recibir más.`,
};
