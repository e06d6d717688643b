import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id: m = 19 MiB, t = 2, p = 1. Algorithm 2 is Argon2id (a const enum upstream).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

let decoyHash: Promise<string> | undefined;

/** Whether an account has a password to sign in with: its stored hash is a real one, not a marker. */
export const hasPassword = (passwordHash: string) => passwordHash.startsWith('$argon2');

/**
 * False for a wrong password and for a hash that is no argon2 hash at all (a disabled login); the latter
 * still spends the time of a real check, so timing does not tell such accounts apart.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!hasPassword(passwordHash)) {
    await verify(await getDecoyHash(), password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A hash to verify against when the email is unknown, so both failures take the same time. */
export const getDecoyHash = (): Promise<string> => {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
};

/** The marker stored for accounts that cannot log in with a password (generated demo accounts). */
export const NO_PASSWORD = '!';

export const generatePassword = (): string => randomBytes(15).toString('base64url');
