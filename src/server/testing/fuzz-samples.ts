// Well-formed bodies and queries the fuzz starts from: one field at a time is then broken, so the
// bad value gets past the shape checks and reaches the field it is aimed at.
import { PRODUCT_CATEGORIES } from '../../domain/catalog/products';

/** Personal data sent by the fuzz; none of it may appear in the logs. */
export const FUZZ_PII = {
  name: 'Zelda Fuzzington',
  email: 'zelda.fuzzington@example.com',
  phone: '704-555-0147',
  phoneDigits: '7045550147',
  address: '4242 Fuzzbarrel Lane, Charlotte, NC 28202',
  street: '4242 Fuzzbarrel Lane',
} as const;

const tv = { tvSize: '44-55', wallType: 'drywall_studs', room: 'Den', id: 'tv-1' };
const card = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

export function sampleBodies(appointmentDate: string): Record<string, Record<string, unknown>> {
  const customer = {
    name: FUZZ_PII.name,
    email: FUZZ_PII.email,
    phone: FUZZ_PII.phone,
    address: FUZZ_PII.address,
  };
  const product = {
    name: 'Fuzz Mount',
    description: 'A mount',
    category: PRODUCT_CATEGORIES[0],
    price: 1999,
    stock: 3,
    images: ['/assets/products/a.jpg'],
    features: ['strong'],
    tags: ['mount'],
    isActive: true,
  };
  return {
    'POST /api/bookings': {
      ...customer,
      unitNumber: '4B',
      propertyType: 'house',
      notes: 'Gate code 1234',
      zipCode: '28202',
      appointmentDate,
      appointmentTime: '10:00 AM',
      paymentMethod: 'cash',
      tvs: [tv],
      additionalServices: [{ type: 'ceilingFan', option: 'standard', quantity: 1 }],
      products: [{ productId: 1, quantity: 1 }],
      apartmentRooms: ['Den'],
      upsells: [{ id: 'soundbar' }],
      roomPhotoIds: [],
      roomPhotos: [],
    },
    'POST /api/quote': {
      tvs: [tv],
      additionalServices: [{ type: 'ceilingFan', option: 'standard', quantity: 1 }],
      products: [{ productId: 1, quantity: 1 }],
      appointmentDate,
      appointmentTime: '10:00 AM',
    },
    'POST /api/store-orders': {
      ...customer,
      items: [{ productId: 1, quantity: 1 }],
      fulfilment: 'delivery',
      notes: 'Leave at the door',
    },
    'POST /api/store-orders/lookup': { reference: 'CTM-ABC234', token: 'abc' },
    'PUT /api/store-orders/:id': { status: 'cancelled', reason: 'Customer asked' },
    'POST /api/admin/login': { username: 'admin', password: 'wrong-password' },
    'POST /api/auth/technician-login': { username: 'mike', password: 'wrong-password' },
    'POST /api/technicians': {
      name: 'Fuzz Tech',
      username: 'fuzztech',
      password: 'long-enough-password',
      phone: FUZZ_PII.phone,
      email: FUZZ_PII.email,
      specialties: 'tv, shelves',
      notes: 'note',
    },
    'PUT /api/technicians/:id': { name: 'Fuzz Tech', maxJobsPerDay: 3, isActive: true },
    'POST /api/technicians/:id/password': { password: 'long-enough-password' },
    'PUT /api/bookings/:id': { status: 'confirmed', assignedTechnicianId: 2 },
    'POST /api/products': product,
    'PUT /api/products/:id': { stock: 2, name: 'Fuzz Mount 2' },
    'POST /api/stripe-payment-intent': { bookingId: 1, manageToken: 'abc' },
    'POST /api/square-payment': { token: 'tok_fuzz', amount: 1000, bookingId: 1 },
    'POST /api/payments/sandbox/tokenize': card,
    'POST /api/payments/sandbox/confirm': { ...card, clientSecret: 'pi_fuzz_secret' },
    'POST /api/assistant/messages': { text: 'Two TVs on brick please' },
    'POST /api/blocked-slots': { date: appointmentDate, time: '10:00 AM', reason: 'Holiday' },
    'POST /api/track': { reference: 'CTM-ABC234', email: FUZZ_PII.email },
    'PUT /api/business': { phone: FUZZ_PII.phone },
  };
}

/** Query keys worth breaking, by route; every GET also gets a few of the generic ones. */
export const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/products': { search: 'mount', category: 'mounts' },
  'GET /api/time-slots/available': { date: '2030-01-01' },
  'GET /api/store-orders': { status: 'paid', limit: '10', offset: '0' },
  'GET /api/bookings': { q: 'CTM', status: 'pending', from: '2030-01-01', to: '2030-01-02' },
  'GET /api/schedule': { from: '2030-01-01', to: '2030-01-02' },
  'GET /api/bookings.csv': { q: 'CTM', status: 'pending' },
  'GET /api/stats': { from: '2030-01-01', to: '2030-01-02' },
};

/** A body for a route without a sample: the id and text fields most routes take. */
export const GENERIC_BODY: Record<string, unknown> = {
  id: 1,
  bookingId: 1,
  name: FUZZ_PII.name,
  text: 'hello',
};
