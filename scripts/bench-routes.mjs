// The API routes `npm run bench` loads, each compared with bare node:http answering the same body.
// Later issues add their routes here.
export const benchRoutes = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health', minRatio: 0.9 },
];
