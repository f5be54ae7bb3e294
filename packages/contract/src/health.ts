import { z } from './zod-locale.ts';

const upOrDownSchema = z.enum(['UP', 'DOWN']);

/** GET /api/health: the same body with 200 when the database answers, 503 when it does not. */
export const healthSchema = z.object({ status: upOrDownSchema, database: upOrDownSchema });
