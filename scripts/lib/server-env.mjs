// What `npm start` sets in the server's environment (package.json's start script), for the
// benchmarks that start the built server themselves: they measure what a customer's server runs.
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own 64 MB malloc arena, and
// sharp decodes photos on libuv's threads, so without a cap every photo thread kept its arena
// (photo bench peak 705 MB against 488 MB; docs/decisions/046).
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
