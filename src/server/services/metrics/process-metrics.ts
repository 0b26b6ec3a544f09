// The process's own Prometheus metrics (decisions.md "Running it", docs/decisions/046): one set
// per process, as Prometheus scrapes one process per target. Node's default metrics (memory, CPU,
// event-loop lag from monitorEventLoopDelay), the requests histogram and the bookings counter.
// Figures that need one app's database (the outbox, the pool) are collected by routes/metrics.
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });

/** Every answered request, by route pattern (never the raw URL), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request arriving to its answer being sent, by route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/** Incremented where a booking is created (bookings/create.ts), once per new booking row. */
export const bookingsCreated = new Counter({
  name: 'bookings_created_total',
  help: 'Bookings created (an idempotent replay is not counted again)',
  labelNames: ['source'] as const,
  registers: [processRegistry],
});
