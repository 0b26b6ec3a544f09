// The API routes `npm run bench` loads, each compared with bare node:http answering the same body.
// Later issues add their routes here.
// Today in the business time zone (decisions.md "Business facts"), as the slots route wants it.
const businessToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
  new Date(),
);

export const benchRoutes = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health', minRatio: 0.9 },
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
    // Reads the database: capacity, blocked slots and the day's bookings in one query.
    name: 'GET /api/time-slots/available',
    method: 'GET',
    path: `/api/time-slots/available?date=${businessToday}`,
    minRatio: 0.5,
  },
];
