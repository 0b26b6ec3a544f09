// The Additional Services page in Spanish (issue 28): each service's name, description and option
// labels under the same keys as additional-services.ts. The mapped type names every service and
// every option key of it, so a service or option added in English does not compile until it has
// its Spanish words. Written for es-US with the glossary of decisions.md "Languages".
import type { AdditionalServiceType, ServiceOptionKey } from './additional-services';

export interface ServiceNames<T extends AdditionalServiceType = AdditionalServiceType> {
  readonly name: string;
  readonly description: string;
  readonly options: Readonly<Record<ServiceOptionKey<T>, string>>;
}

export type ServiceNameTable = { readonly [T in AdditionalServiceType]: ServiceNames<T> };

export const ADDITIONAL_SERVICE_NAMES_ES: ServiceNameTable = {
  ceilingFan: {
    name: 'Instalación de ventilador de techo',
    description:
      'Cambiamos una lámpara o un ventilador viejo por un ventilador de techo nuevo, balanceado y probado.',
    options: {
      standard: 'Ventilador estándar',
      with_light: 'Ventilador con kit de luz',
      smart: 'Ventilador inteligente (control por app o por voz)',
    },
  },
  pictureHanging: {
    name: 'Colgado de cuadros y arte',
    description: 'Cuadros, espejos y arte colgados derechos y firmes, con los taquetes adecuados.',
    options: {
      single: 'Una sola pieza',
      gallery: 'Pared de galería (3 a 6 piezas)',
      large: 'Pieza grande o pesada',
    },
  },
  tvRemoval: {
    name: 'Desmontaje y retiro de TV',
    description:
      'Bajamos con cuidado una TV montada, nos la llevamos o resanamos la pared detrás de ella.',
    options: {
      removal_only: 'Solo desmontaje',
      removal_disposal: 'Desmontaje y desecho',
      mount_removal_repair: 'Retiro del soporte y reparación de la pared',
    },
  },
  ledLighting: {
    name: 'Iluminación LED ambiental',
    description: 'Luz detrás de la TV que cansa menos la vista y da un ambiente de cine.',
    options: {
      basic: 'LED blanco básico',
      premium_rgb: 'RGB premium',
      smart: 'LED inteligente (app y voz)',
    },
  },
  securityCameras: {
    name: 'Instalación de cámaras de seguridad',
    description:
      'Montamos, orientamos y conectamos las cámaras, y las dejamos listas en su teléfono.',
    options: {
      cameras_1: '1 cámara',
      cameras_2: '2 cámaras',
      cameras_4: '4 cámaras',
      cameras_6: '6 cámaras',
      cameras_8: '8 cámaras',
    },
  },
  wireCordConcealer: {
    name: 'Cubrecables',
    description:
      'Una canaleta sobre la pared, que se puede pintar, para ocultar los cables bajo su TV.',
    options: { standard: 'Estándar' },
  },
  wireInWall: {
    name: 'Cables ocultos en la pared con enchufe',
    description:
      'Los cables van por dentro de la pared, con un enchufe instalado según el código detrás de la TV.',
    options: { standard: 'Estándar' },
  },
  soundbarInstall: {
    name: 'Instalación de barra de sonido',
    description: 'Conectamos y ajustamos su barra de sonido: sola, en la pared o debajo de la TV.',
    options: {
      no_mount: 'Sin soporte (solo configuración)',
      wall_mount: 'Soporte de pared',
      under_tv_mount: 'Soporte debajo de la TV',
    },
  },
  videoGameSetup: {
    name: 'Configuración de videojuegos',
    description: 'Consolas conectadas, actualizadas y ajustadas para jugar con poco retraso.',
    options: {
      basic: 'Básica (una consola)',
      premium: 'Premium (consola y accesorios)',
      complete: 'Completa (varias consolas y audio)',
    },
  },
  homeTheaterSetup: {
    name: 'Instalación y calibración de cine en casa',
    description:
      'Receptor, bocinas y equipos conectados, calibrados y listos para la noche de película.',
    options: { standard: 'Estándar' },
  },
  floatingShelf: {
    name: 'Instalación de repisa flotante',
    description: 'Una repisa flotante nivelada para sus equipos, anclada para aguantar su peso.',
    options: { standard: 'Estándar' },
  },
};
