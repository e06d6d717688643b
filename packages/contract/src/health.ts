import { z } from 'zod';
import { defineOperations } from './operation.ts';

export const healthOperations = defineOperations('health', 'Operations', {
  health: {
    method: 'GET',
    path: '/healthz',
    summary: 'Healthy once the database answers (the server listens only after migrating)',
    access: 'public',
    data: z.object({ database: z.enum(['pglite', 'postgres']) }),
    errors: [503],
  },
});
