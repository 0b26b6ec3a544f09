// The store's words in Spanish (issue 28): the category names under the keys of products.ts, and
// the built-in (demo) products' names, descriptions and feature lines by slug. es-US, the glossary
// of decisions.md "Languages" (soporte fijo / inclinable / articulado).
import type { ProductCategory, ProductFeatureTable } from './products';

export const PRODUCT_CATEGORY_LABELS_ES: Readonly<Record<ProductCategory, string>> = {
  mounts: 'Soportes para TV',
  shelving: 'Repisas flotantes',
  cables: 'Cables y accesorios',
  lighting: 'Iluminación LED',
  cameras: 'Cámaras de seguridad',
};

/**
 * The built-in products' feature lines in Spanish, by slug (products.ts FALLBACK_PRODUCTS); their
 * names and descriptions are PRODUCT_SPANISH below, stored with each product. productFeatures
 * shows these lines only while the product's English lines are still the seed's, so features
 * staff rewrote are never shown a stale translation.
 */
export const PRODUCT_FEATURES_ES: ProductFeatureTable = {
  'full-motion-mount': [
    'Se extiende hasta 22 pulgadas',
    'Gira 90 grados a cada lado',
    'Aguanta hasta 132 lb',
    'VESA hasta 600x400',
  ],
  'fixed-low-profile-mount': [
    'Perfil de 1.2 pulgadas',
    'Para TVs de 32 a 90 pulgadas',
    'Aguanta hasta 150 lb',
    'Nivelación después de instalar',
  ],
  'tilting-mount': [
    'Inclinación de 12 grados',
    'Para TVs de 32 a 86 pulgadas',
    'Aguanta hasta 132 lb',
    'Ajuste de inclinación sin herramientas',
  ],
  'small-floating-shelf': [
    '20 x 8 pulgadas',
    'Aguanta hasta 15 lb',
    'Soporte oculto',
    'Paso para cables',
  ],
  'medium-floating-shelf': [
    '32 x 10 pulgadas',
    'Aguanta hasta 25 lb',
    'Soporte oculto',
    'Acabado de vidrio templado o nogal',
  ],
  'large-floating-shelf': [
    '60 x 12 pulgadas',
    'Aguanta hasta 40 lb',
    'Dos pasos para cables',
    'Se fija a los montantes',
  ],
  'in-wall-power-kit': [
    'Enchufe empotrado',
    'Placa para cables de bajo voltaje',
    'Certificado UL',
    'Extensión de 6 pies',
  ],
  'cable-concealer': [
    'Se puede pintar',
    'Caben hasta 4 cables',
    'Se fija con adhesivo y tornillos',
    '5 pies de canaleta',
  ],
  'hdmi-cable': ['48 Gbps', '4K 120 Hz y 8K 60 Hz', 'Compatible con eARC', '6 pies, trenzado'],
  'smart-rgb-led-kit': [
    '16 millones de colores',
    'Funciona con Alexa y Google',
    'Modo de sincronización con la pantalla',
    'Para TVs de 55 a 85 pulgadas',
  ],
  'basic-led-kit': [
    'Blanco de 6500K',
    'Se alimenta por el USB de la TV',
    'Control remoto con atenuador',
    'Para TVs de 40 a 75 pulgadas',
  ],
  'wireless-camera': [
    'Resolución 2K',
    'Visión nocturna a color',
    'Audio de dos vías',
    'Resistente a la intemperie (IP65)',
  ],
};

/**
 * The demo products' Spanish names and descriptions: the seed stores them in products.name_es /
 * description_es, which staff can change in the admin's product form.
 */
export const PRODUCT_SPANISH: Readonly<Record<string, { name: string; description: string }>> = {
  'full-motion-mount': {
    name: 'Soporte articulado para TV',
    description:
      'Brazo articulado que se extiende, gira e inclina, para televisores de 37 a 80 pulgadas.',
  },
  'fixed-low-profile-mount': {
    name: 'Soporte fijo de perfil bajo',
    description: 'Deja el televisor a 1.2 pulgadas de la pared, con un acabado limpio y al ras.',
  },
  'tilting-mount': {
    name: 'Soporte inclinable para TV',
    description:
      'Se inclina hasta 12 grados para reducir los reflejos en televisores colocados por encima de la altura de los ojos.',
  },
  'small-floating-shelf': {
    name: 'Repisa flotante pequeña (20")',
    description:
      'Repisa flotante de 20 pulgadas para un dispositivo de streaming o una bocina pequeña.',
  },
  'medium-floating-shelf': {
    name: 'Repisa flotante mediana (32")',
    description:
      'Repisa flotante de 32 pulgadas para una consola de videojuegos y un decodificador.',
  },
  'large-floating-shelf': {
    name: 'Repisa flotante grande (60")',
    description:
      'Repisa flotante de 60 pulgadas para todos sus equipos debajo de una pantalla grande.',
  },
  'in-wall-power-kit': {
    name: 'Kit de corriente dentro de la pared',
    description:
      'Kit que cumple con el código eléctrico y lleva la corriente detrás de un televisor montado en la pared.',
  },
  'cable-concealer': {
    name: 'Canaleta para ocultar cables',
    description:
      'Canaleta que se puede pintar y se fija sobre la pared para ocultar los cables debajo del televisor.',
  },
  'hdmi-cable': {
    name: 'Cable HDMI de ultra alta velocidad',
    description: 'Cable HDMI 2.1 certificado para fuentes 4K a 120 Hz y 8K.',
  },
  'smart-rgb-led-kit': {
    name: 'Kit de luces LED RGB inteligentes',
    description:
      'Iluminación de colores que se controla con la app o con la voz y se sincroniza con la imagen.',
  },
  'basic-led-kit': {
    name: 'Kit básico de luz LED trasera',
    description: 'Luz trasera blanca cálida que reduce la fatiga visual en un cuarto oscuro.',
  },
  'wireless-camera': {
    name: 'Cámara de seguridad inalámbrica',
    description:
      'Cámara Wi-Fi 2K resistente a la intemperie, con visión nocturna y alertas en su teléfono.',
  },
};
