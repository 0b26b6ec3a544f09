// The assistant's Spanish (es-US), in the glossary of decisions.md "Languages (English and
// Spanish)" and with "usted": the same keys as the English table in messages.ts.
import { ROOM_NAMES_ES } from '../catalog/rooms-es';
import { roomName } from '../catalog/tv-names';
import type { WallType } from '../catalog/wall-types';
import { SLOT_LABELS } from '../scheduling/business-time';
import { clockIn, formatCalendarDate, formatSlotWindow } from '../scheduling/format-date';
import { AREA_TOWNS, listWith } from './message-parts';
import type { Messages } from './messages';

const COUNT_NAMES = [
  'ningún',
  'un',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
];
const HOURS = 'todos los días de 8:00 a. m. a 8:00 p. m.';
const list = listWith('y');
const CASH = 'El pago es en efectivo al terminar, sin pago por adelantado.';

const WALLS: Readonly<Record<WallType, string>> = {
  drywall_studs: 'pared de tablaroca (drywall) con montantes de madera',
  drywall_metal_studs: 'pared de tablaroca (drywall) con montantes de metal',
  drywall_toggle: 'pared de tablaroca (drywall) hueca, con taquetes',
  above_fireplace: 'sobre la chimenea',
  brick: 'ladrillo',
  concrete: 'concreto',
  stone: 'piedra',
  tile: 'azulejo',
  frame_media_box: 'caja de marco / multimedia',
};

export const ES_MESSAGES: Messages = {
  introduction:
    '¡Hola! Puedo darle el precio del montaje de TV y de nuestros otros servicios, ver los horarios de llegada disponibles y hacer su reserva. Pruebe "¿cuánto cuesta montar dos teles de 65 pulgadas en ladrillo con los cables ocultos?" o "¿pueden venir el sábado por la tarde?"',
  phoneHandoff: (phone) =>
    `No puedo responder eso aquí. Llámenos al ${phone} (${HOURS}) y con gusto le ayudamos.`,
  whatToPrice: (phone) =>
    `Puedo darle el precio del montaje de TV y de los servicios que ofrecemos. Dígame cuántas teles, sus tamaños y la pared (tablaroca, ladrillo, piedra, azulejo, concreto, sobre la chimenea), o el servicio que necesita. Para cualquier otra cosa, llámenos al ${phone}.`,
  cashNote: CASH,
  dayLabel: (date) => formatCalendarDate(date, 'long', date, 'es'),
  windowLabel: (time) => formatSlotWindow(time, 'es'),
  bookingWindow: (lastDay) => `Reservamos desde hoy hasta el ${lastDay}.`,
  outsideHours: `Nuestros horarios de llegada son ${HOURS}.`,
  slotOpen: (day, window) =>
    `Sí, el ${day}, ${window}, está disponible. Diga "reservar" y le abro el formulario de reserva.`,
  openWindows: 'Estos horarios de llegada están disponibles:',
  pickOne: 'Dígame cuál le conviene, o diga "reservar".',
  allTaken: (phone) =>
    `Todos los horarios de las próximas dos semanas están ocupados. Llámenos al ${phone}.`,
  nothingThen: 'No hay nada disponible en ese momento. Los horarios más cercanos son:',
  nextOpen: 'Los próximos horarios de llegada disponibles son:',
  cannotPrice: (what, phone) =>
    `No puedo darle aquí el precio de un trabajo con ${what}. Llámenos al ${phone} y le daremos una cotización.`,
  bookingOpened: (when) =>
    `Abrí el formulario de reserva${when ? ` para el ${when}` : ''}. Complete sus datos y pulse Complete Booking. ${CASH}`,
  sayBookIt: 'Diga "reservar" para hacer la reserva, o pregúnteme cuándo podemos ir.',
  combinationFails: (reasons, phone) =>
    `No puedo darle el precio de esa combinación: ${reasons} Llámenos al ${phone} si aun así la necesita.`,
  whatToBook:
    'Primero dígame qué reservar: cuántas teles, sus tamaños y la pared, o el servicio que necesita.',
  welcome: (phone) => `¡Con gusto! Si necesita algo más, pregúnteme o llámenos al ${phone}.`,
  tvs: (count, size) =>
    `montaje de ${count === 1 ? 'una TV' : `${COUNT_NAMES[count] ?? String(count)} TVs`} de ${size}`,
  list,
  yourJob: 'su trabajo',
  priceFor: (what) => `Este es el precio de ${what}:`,
  tvLine: (index, size, wall, room) => `- TV ${index} (${size}, ${wall}, ${room}): `,
  wall: (wall) => WALLS[wall],
  room: (room) => roomName(room, { rooms: ROOM_NAMES_ES }),
  part: (key, label) =>
    ({
      installation: 'Instalación',
      mount: 'Soporte',
      wall: 'Recargo por la pared',
      frameMediaBox: 'Caja de marco / multimedia',
      wireInWall: 'Cables ocultos en la pared',
      deviceSetup: 'Configuración de dispositivos',
      wireCordHiders: 'Cubrecables',
      fireplaceOutlet: 'Enchufe sobre la chimenea',
      homeTheaterSetup: 'Cine en casa',
      floatingShelf: 'Repisa flotante',
    })[key] ?? label,
  fee: (key) => (key === 'sameDayService' ? 'Servicio el mismo día' : 'Dos técnicos (TV grande)'),
  multiTvDiscount: 'Descuento por varias TVs (10% de las TVs)',
  total: 'Total',
  sameDayFee:
    'El cargo por servicio el mismo día solo se cobra cuando su horario de llegada empieza dentro de las 24 horas siguientes a la reserva.',
  assumedMount: 'un soporte fijo comprado con nosotros',
  assumedWall: WALLS.drywall_studs,
  assumedCount: 'una TV',
  assumedSize: (sameForEvery) =>
    sameForEvery
      ? 'una TV de 44"-55" (la instalación cuesta lo mismo para todos los tamaños)'
      : 'una TV de 44"-55"',
  serviceAssumption: (assumption) =>
    assumption === 'soundbarUnderTv'
      ? 'la barra de sonido montada debajo de la TV (el mismo precio en su propio soporte de pared)'
      : assumption,
  assumed: (items) => `Supuse ${items}. Dígame si algo es diferente y le doy el precio de nuevo.`,
  note: (note) => {
    switch (note.key) {
      case 'twoTechsSmall':
        return 'Solo enviamos dos técnicos para TVs de 60 pulgadas o más, así que no lo incluí.';
      case 'fireplaceOutletOffDrywall':
        return 'Un enchufe sobre la chimenea solo se puede instalar en una pared de tablaroca (drywall), así que no lo incluí.';
      case 'frameBoxOffWall':
        return 'Una caja de marco solo va con el tipo de pared Frame / Media Box, así que no la incluí.';
      case 'servicesAlone':
        return 'Este precio es solo de estos servicios, sin la TV de antes.';
      case 'cameraMax':
        return `Nuestro paquete más grande es de 8 cámaras; para ${note.count}, llámenos.`;
      case 'cameraPack':
        return `Las cámaras vienen en paquetes de 1, 2, 4, 6 y 8, así que le di el precio del paquete de ${note.pack} cámaras.`;
    }
  },
  serviceOffer: (service, options) =>
    `Sí, hacemos ${service}: ${options}. Dígame cuál y lo agrego al precio.`,
  facts: {
    hours: `Instalamos ${HOURS}: los horarios de llegada empiezan a las ${list(SLOT_LABELS.map((label) => clockIn(label, 'es')))}`,
    zipServed: (zip) => `Sí, el ${zip} está en nuestra zona de servicio.`,
    zipNotServed: (zip, phone) =>
      `Todavía no damos servicio en el código postal ${zip}. Llámenos al ${phone} y veremos qué podemos hacer.`,
    area: (address) =>
      `Damos servicio en ${address} y sus alrededores: todos los códigos postales de Charlotte del 28202 al 28280, y pueblos cercanos como ${list(AREA_TOWNS)}. Dígame su código postal y lo verifico.`,
    warranty:
      'Todo montaje de TV que hacemos tiene nuestra garantía de por vida en la instalación.',
    payment:
      'Puede pagar con tarjeta al reservar, con Afterpay en 4 pagos, o en efectivo al terminar el trabajo (sin pago por adelantado).',
    insurance: (licence, insurer) =>
      `Sí: tenemos ${licence ? `licencia (licencia ${licence}), ` : ''}fianza y seguro${insurer ? ` (asegurados por ${insurer})` : ''}.`,
    contact: (phone, email) => `Llámenos al ${phone} (${HOURS}) o escriba a ${email}.`,
  },
};
