// The API routes `npm run bench` loads, each compared with bare node:http answering the same body.
// Later issues add their routes here.
// Today in the business time zone (decisions.md "Business facts"), as the slots route wants it.
const businessToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
  new Date(),
);

/** The calendar date `days` after a YYYY-MM-DD date. */
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const SLOT_LABELS = ['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'];

/**
 * POST /api/bookings under load, designed honestly: a slot holds only as many bookings as there
 * are active technicians (2 in the demo data), so one fixed body would be refused with 409 from
 * the third request on. Each request instead takes the next of the 13 x 6 slots of tomorrow to
 * day 13 (today is left out: its past slots would be 400s), round robin. The first ~156 requests
 * create bookings (201); after that every slot is full and the rest are the 409 "just booked"
 * answer. Both are the real path: validation, the price engine, the slot row lock and the
 * capacity count in a transaction; a 201 also inserts the booking and its outbox mail. The bench
 * prints how many of each it got ('app answers'): with thousands of requests per run the figures
 * are mostly the full-slot path, and a 201 costs more than that (it writes two rows).
 */
let nextSlot = 0;
function nextBookingBody() {
  const index = nextSlot++;
  const slot = SLOT_LABELS[index % SLOT_LABELS.length];
  const day = 1 + (Math.floor(index / SLOT_LABELS.length) % 13);
  return {
    name: 'Bench Customer',
    email: 'bench@example.com',
    phone: '(704) 555-0100',
    address: '500 S Tryon St, Charlotte, NC 28202',
    unitNumber: '12',
    appointmentDate: addDays(businessToday, day),
    appointmentTime: slot,
    paymentMethod: 'cash',
    tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room', mountType: 'tilt' }],
    additionalServices: [],
  };
}

/**
 * POST /api/quote with a configuration the server has not priced yet, each request: the answer
 * cache (docs/decisions/008) holds 2,000 answers and this cycles through 3,360 configurations
 * (size x wall x mount x room x soundbar quantity), so every request is validated, priced and
 * serialized. The target is for the row above; this row shows the full work's cost.
 */
const QUOTE_CHOICES = {
  quantity: Array.from({ length: 20 }, (_, i) => i + 1),
  tvSize: ['24-43', '44-55', '56-65', '66-75'],
  wallType: [
    'drywall_studs',
    'drywall_metal_studs',
    'drywall_toggle',
    'brick',
    'concrete',
    'stone',
    'tile',
  ],
  mountType: ['fixed', 'tilt', 'full_motion'],
  room: ['Living Room', 'Master Bedroom'],
};
const QUOTE_CONFIGURATIONS = Object.values(QUOTE_CHOICES).reduce((n, list) => n * list.length, 1);
let nextQuote = 0;
function nextQuoteBody() {
  // The request's number, written in the mixed radix of the choices: one digit per choice.
  let n = nextQuote++ % QUOTE_CONFIGURATIONS;
  const pick = {};
  for (const [name, list] of Object.entries(QUOTE_CHOICES)) {
    pick[name] = list[n % list.length];
    n = Math.floor(n / list.length);
  }
  const { quantity, ...tv } = pick;
  return {
    tvs: [tv, { tvSize: '44-55', wallType: 'drywall_studs', room: 'Master Bedroom' }],
    additionalServices: [{ type: 'soundbarInstall', option: 'wall_mount', quantity }],
  };
}

export const benchRoutes = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health', minRatio: 0.9 },
  // The server-rendered landing page (issue 17, docs/decisions/019) beside a static file server
  // sending the same bytes: the HTML as a browser gets it (brotli), and uncompressed.
  {
    name: 'GET / (landing page, brotli)',
    method: 'GET',
    path: '/',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    minRatio: 0.8,
  },
  { name: 'GET / (landing page, plain)', method: 'GET', path: '/', headers: {}, minRatio: 0.8 },
  {
    // A realistic booking: two TVs (discount), a same-day fee, an add-on, one service.
    name: 'POST /api/quote',
    method: 'POST',
    path: '/api/quote',
    minRatio: 0.8,
    body: {
      tvs: [
        {
          tvSize: '56-65',
          wallType: 'brick',
          room: 'Living Room',
          mountType: 'tilt',
          wireInWall: true,
          sameDayService: true,
        },
        {
          tvSize: '44-55',
          wallType: 'drywall_studs',
          room: 'Master Bedroom',
          mountOption: 'own',
          deviceSetup: true,
        },
      ],
      additionalServices: [{ type: 'soundbarInstall', option: 'wall_mount', quantity: 1 }],
    },
  },
  {
    name: 'POST /api/quote, a new configuration each request',
    method: 'POST',
    path: '/api/quote',
    bodyFactory: nextQuoteBody,
    // Measured 0.35-0.4: the zod validation, the engine and the zod response check of every
    // request (see the README). A guard against regressions, like the bookings row.
    minRatio: 0.3,
  },
  {
    // Reads the database: capacity, blocked slots and the day's bookings in one query.
    name: 'GET /api/time-slots/available',
    method: 'GET',
    path: `/api/time-slots/available?date=${businessToday}`,
    minRatio: 0.5,
  },
  {
    name: 'POST /api/bookings',
    method: 'POST',
    path: '/api/bookings',
    bodyFactory: nextBookingBody,
    expectedStatuses: [201, 409],
    // Measured 0.05 (682 req/s, p99 83 ms, ~1.4 ms CPU per request on embedded PGlite): every
    // request is a database transaction with a row lock, which bare node:http does not do. The
    // target guards against regressions; it is not a claim that a booking costs what a GET does.
    minRatio: 0.04,
  },
];
