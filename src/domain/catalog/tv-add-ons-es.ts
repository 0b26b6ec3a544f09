// The per-TV options and one-time fees in Spanish (issue 28), under the keys of tv-add-ons.ts.
import type { FrameMediaBoxType, LargeTvAssistance, OneTimeFee, PerTvAddOn } from './tv-add-ons';

export const LARGE_TV_ASSISTANCE_LABELS_ES: Readonly<Record<LargeTvAssistance, string>> = {
  customer_help: 'Yo ayudo a levantar la TV',
  two_techs: 'Enviar dos técnicos',
};

export const FRAME_MEDIA_BOX_LABELS_ES: Readonly<
  Record<Exclude<FrameMediaBoxType, 'none'>, string>
> = {
  premium: 'Marco premium para TV',
  furniture: 'Mueble multimedia',
};

export const PER_TV_ADD_ON_LABELS_ES: Readonly<Record<PerTvAddOn, string>> = {
  wireInWall: 'Cables ocultos en la pared con enchufe',
  deviceSetup: 'Configuración de dispositivos',
  wireCordHiders: 'Cubrecables',
  fireplaceOutlet: 'Enchufe sobre la chimenea',
  homeTheaterSetup: 'Instalación de cine en casa',
  floatingShelf: 'Repisa flotante (una)',
};

export const ONE_TIME_FEE_LABELS_ES: Readonly<Record<OneTimeFee, string>> = {
  sameDayService: 'Servicio el mismo día',
  twoTechnicians: 'TV grande: dos técnicos',
};
