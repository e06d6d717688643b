import { z } from 'zod';
import { defineOperations } from './operation.ts';

export const healthOperations = defineOperations('health', 'Operations', {
  health: {
    method: 'GET',
    path: '/healthz',
    summary: 'Healthy once the database answers (the server listens only after migrating)',
    access: 'public',
    data: z.object({
      database: z.enum(['pglite', 'postgres']),
      /** The MQTT broker's connection: `off` without MQTT_URL. */
      mqtt: z.enum(['connected', 'disconnected', 'off']),
    }),
    errors: [503],
  },
});
