import { demoResidentialUsers } from '@radiant/demo';
import { commercialClients, users } from '../../db/schema.ts';
import { NO_PASSWORD } from '../../modules/auth/passwords.ts';
import { insertBatches } from '../bulk-insert.ts';
import type { DemoDataSet } from '../index.ts';

/** The demo's two thousand residential users, four in ten of them a commercial client's. */
export const residentialUsers: DemoDataSet = {
  name: 'residential-users',
  async load(tx) {
    const clients = (await tx.select({ id: commercialClients.userId }).from(commercialClients)).map(
      (client) => client.id,
    );
    const rows = demoResidentialUsers(clients).map((user) => ({ ...user, passwordHash: NO_PASSWORD }));
    for (const batch of insertBatches(rows)) await tx.insert(users).values(batch);
  },
};
