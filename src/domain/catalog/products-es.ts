// The store's Spanish words (issue 28). The demo products' names and descriptions, by slug: the
// seed stores them in products.name_es / description_es, which staff can change in the admin's
// product form; es-US, the glossary of decisions.md "Languages" (soporte fijo / inclinable /
// articulado). And the category names, under the keys of products.ts.
import type { ProductCategory } from './products';

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

export const PRODUCT_CATEGORY_LABELS_ES: Readonly<Record<ProductCategory, string>> = {
  mounts: 'Soportes para TV',
  shelving: 'Repisas flotantes',
  cables: 'Cables y accesorios',
  lighting: 'Iluminación LED',
  cameras: 'Cámaras de seguridad',
};
