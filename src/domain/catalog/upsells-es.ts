// The upsell catalogue's words in Spanish (issue 28), by the ids of upsells.ts: the name and the
// line under it on the builder's recommendation panel. Prices and rules stay in upsells.ts.
import type { UpsellId } from './upsells';

export interface UpsellText {
  readonly name: string;
  readonly description: string;
}

export const UPSELL_TEXT_ES: Readonly<Record<UpsellId, UpsellText>> = {
  'tilt-upgrade': {
    name: 'Cambio a soporte inclinable',
    description:
      'Incline la pantalla hacia abajo para quitar reflejos cuando queda arriba de la vista.',
  },
  'full-motion-upgrade': {
    name: 'Cambio a soporte articulado',
    description: 'Gire y acerque la TV hacia cualquier asiento del cuarto.',
  },
  'led-accent-lighting': {
    name: 'Luz LED decorativa',
    description: 'Una luz suave detrás de la TV que cansa menos la vista.',
  },
  'smart-rgb-led-strip': {
    name: 'Tira LED RGB inteligente',
    description: 'Luz de colores que se controla por app o por voz y puede seguir la imagen.',
  },
  'premium-cable-kit': {
    name: 'Kit de cables premium',
    description: 'Cables HDMI de alta velocidad y de corriente, a la medida de su equipo.',
  },
  'paintable-cord-concealer': {
    name: 'Cubrecables para pintar',
    description: 'Una canaleta sobre la pared para cuando los cables no pueden ir por dentro.',
  },
  'soundbar-mount': {
    name: 'Soporte para barra de sonido',
    description: 'Un soporte que sostiene su barra de sonido justo debajo de la pantalla.',
  },
  'receiver-setup': {
    name: 'Instalación de receptor',
    description: 'Un receptor de audio y video conectado a sus bocinas y equipos, y calibrado.',
  },
  'small-shelf-20': {
    name: 'Repisa flotante chica (20")',
    description: 'Espacio para un aparato de streaming o una bocina pequeña bajo una TV chica.',
  },
  'medium-shelf-32': {
    name: 'Repisa flotante mediana (32")',
    description: 'Aguanta una consola y un decodificador bajo una TV mediana.',
  },
  'large-shelf-60': {
    name: 'Repisa flotante grande (60")',
    description: 'Una repisa de lado a lado para todos sus equipos bajo una pantalla grande.',
  },
  'surge-protector': {
    name: 'Protector contra picos de voltaje',
    description: 'Protege la TV y sus equipos de los picos de corriente.',
  },
  'anti-tip-stabilizer': {
    name: 'Anclaje antivuelco',
    description: 'Fija los muebles de la TV a la pared para que no se puedan voltear.',
  },
  'cleaning-kit': {
    name: 'Kit de limpieza de pantalla',
    description: 'Un líquido seguro y un paño de microfibra para una pantalla sin marcas.',
  },
};
