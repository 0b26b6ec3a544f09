// The one place drizzle-kit and the client read the whole schema from.
export * from './staff';
export * from './bookings';
export * from './store';
export * from './payments';
export * from './outbox';
export * from './completion';
export * from './integrations';
