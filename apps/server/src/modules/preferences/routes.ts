import { preferenceOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { preferencesOf, savePreferences } from './repository.ts';

/** The signed-in admin's language and digits, kept on the server so that they follow the admin. */
export const preferenceRoutes = operationRoutes(preferenceOperations, ({ database: { db } }) => ({
  get: async (request) =>
    success('PREFERENCES', 'Your language and digits.', {
      preferences: await preferencesOf(db, actorIdOf(request)),
    }),
  save: async (request) =>
    success('PREFERENCES_SAVED', 'Your language and digits have been saved.', {
      preferences: await savePreferences(db, actorIdOf(request), request.body),
    }),
}));
