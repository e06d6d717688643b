import { PASSWORD_MIN_LENGTH } from '@radiant/contract';
import { invalidField } from '../../errors.ts';
import { hashPassword } from './passwords.ts';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The commonest breached passwords long enough to pass the length rule, lowercased: zxcvbn-ts's list of about
 * 49,000, loaded on the first password chosen rather than at start (it takes some 40 ms to unpack).
 */
const loadCommonPasswords = (): Promise<Set<string>> => {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common']
          .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
          .map((password) => password.toLowerCase()),
      ),
  );
  return commonPasswords;
};

/**
 * Refuses (400, naming `field`) a password an admin or a client chooses when it is one of the commonest breached
 * passwords, in any letter case: the length rule alone lets "qwerty123456" through.
 */
async function assertUncommonPassword(password: string, field: string): Promise<void> {
  if (!(await loadCommonPasswords()).has(password.toLowerCase())) return;
  throw invalidField(field, 'commonPassword');
}

/** The hash of a password an account chooses (the request's `field`), once it has passed the check above. */
export async function hashChosenPassword(password: string, field: string): Promise<string> {
  await assertUncommonPassword(password, field);
  return hashPassword(password);
}
