// GET /api/models/tv.glb's query (decisions.md "See it on your wall (true-scale 3D and AR)").
import { z } from 'zod';
import { MOUNT_TYPES } from '../catalog/mount-types';
import { TV_MODEL_MAX_INCHES, TV_MODEL_MIN_INCHES } from '../catalog/tv-dimensions';

const inchesMessage = `a whole number of inches from ${TV_MODEL_MIN_INCHES} to ${TV_MODEL_MAX_INCHES}`;

export const tvModelQuerySchema = z.object({
  inches: z.coerce
    .number({ error: inchesMessage })
    .int(inchesMessage)
    .min(TV_MODEL_MIN_INCHES, inchesMessage)
    .max(TV_MODEL_MAX_INCHES, inchesMessage),
  mount: z.enum(MOUNT_TYPES, { error: `one of ${MOUNT_TYPES.join(', ')}` }),
});
export type TvModelQuery = z.infer<typeof tvModelQuerySchema>;
