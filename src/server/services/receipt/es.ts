// El recibo en español (de usted, como los correos).
import type { ReceiptWords } from './words';

export const es: ReceiptWords = {
  title: 'RECIBO',
  customer: 'Cliente',
  details: 'Trabajo',
  reference: 'Número de reserva',
  jobDate: 'Fecha del trabajo',
  technician: 'Técnico',
  description: 'Descripción',
  amount: 'Importe',
  total: 'Total',
  payment: 'Pago',
  method: { card: 'tarjeta', cash: 'efectivo', afterpay: 'Afterpay' },
  paidOn: (method, date) => `Pagado con ${method} el ${date}`,
  paid: (method) => `Pagado con ${method}`,
  unpaid: (method) => `Pendiente de pago (${method})`,
  balanceDue: 'Saldo pendiente',
  amountPaid: 'Importe pagado',
  warrantyHeading: 'Garantía de por vida',
  warrantyTerms: [
    'Todo montaje que instalamos tiene nuestra garantía de por vida en la instalación: si un soporte que instalamos se afloja o falla por nuestro trabajo, regresamos y lo reparamos sin costo mientras usted sea dueño de la vivienda.',
    'La garantía cubre nuestra mano de obra y los soportes que suministramos; no cubre el televisor, los daños por mover o modificar el soporte, ni un soporte del cliente que falle por sí mismo. Guarde este recibo y mencione su número de reserva.',
  ],
  license: (number) => `Licencia ${number}`,
  insurer: (name) => `Asegurado por ${name}`,
  thanks: '¡Gracias por su preferencia!',
  fileTitle: (reference) => `Recibo ${reference}`,
};
