// The store's words in Spanish (issue 28): the category names under the keys of products.ts, and
// the built-in products' feature lines by slug.
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
 * Spanish names and descriptions are stored with each product, where staff edit them.
 * productFeatures shows these lines only while the product's English lines are still
 * the seed's, so features staff rewrote are never shown a stale translation.
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
