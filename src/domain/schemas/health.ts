import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** 503: which part failed (issue 11 item 7). */
export const healthUnavailableSchema = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
});
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
