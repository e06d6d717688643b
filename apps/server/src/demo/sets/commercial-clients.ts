import { demoCommercialClients } from '@radiant/demo';
import { commercialClients, users } from '../../db/schema.ts';
import { NO_PASSWORD } from '../../modules/auth/passwords.ts';
import type { DemoDataSet } from '../index.ts';

/** About twenty commercial clients, each an account and its business. */
export const commercialClientsSet: DemoDataSet = {
  name: 'commercial-clients',
  async load(tx) {
    const clients = demoCommercialClients();
    const accounts = await tx
      .insert(users)
      .values(clients.map(({ account }) => ({ ...account, passwordHash: NO_PASSWORD })))
      .returning({ id: users.id });
    await tx.insert(commercialClients).values(
      clients.map(({ business }, index) => {
        const account = accounts[index];
        if (!account) throw new Error('A demo client account was not inserted.');
        return { ...business, userId: account.id };
      }),
    );
  },
};
