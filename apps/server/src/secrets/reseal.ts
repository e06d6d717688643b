import type { Executor } from '../db/database.ts';
import { replaceSecret, SEALED_COLUMNS, secretsNotStartingWith } from './repository.ts';
import { currentSealPrefix, openSecret, sealSecret } from './secret-box.ts';

/**
 * Seals under the current key every stored secret that is not yet: plain ones from before secrets were sealed,
 * and those sealed under a previous key (a rotation). Run at every start, after the migrations; a second run
 * finds nothing to do. A value under a key that is not configured stops the start, naming it. Answers how many
 * it sealed.
 */
export async function resealSecrets(executor: Executor): Promise<number> {
  let sealed = 0;
  for (const column of SEALED_COLUMNS) {
    for (const stored of await secretsNotStartingWith(executor, column, currentSealPrefix())) {
      const replaced = await replaceSecret(executor, column, stored, sealSecret(openSecret(stored.secret)));
      if (replaced) sealed += 1;
    }
  }
  return sealed;
}
