import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { SecretKeys } from './secret-keys.ts';

/**
 * Secrets the server must read back (authenticator secrets, webhook signing secrets) are stored sealed with
 * AES-256-GCM under a key kept outside the database, as `enc:v1:<key id>:<iv>:<ciphertext and tag>` (base64url)
 * in the same text column: a dump of the database alone opens none of them. The key id, a fingerprint of the
 * key, says which key opens a value, so that values sealed under an older key can be read and sealed again.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A short fingerprint of a key: it names the key in a sealed value and says nothing of it. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

interface Keyring {
  currentId: string;
  current: Buffer;
  byId: Map<string, Buffer>;
}

// Process-wide like the configuration: repositories are called with an executor only, not with the app.
let keyring: Keyring | undefined;

/** Sets the keys this process seals and opens secrets with; the app does it once as it starts. */
export function useSecretKeys({ current, previous }: SecretKeys): void {
  const byId = new Map([...previous, current].map((key) => [keyIdOf(key), key]));
  keyring = { currentId: keyIdOf(current), current, byId };
}

function keys(): Keyring {
  if (!keyring) throw new Error('The secrets key is not set: the app sets it as it starts.');
  return keyring;
}

/** How every value sealed under the current key starts: the start step seals again those that do not. */
export const currentSealPrefix = () => `${PREFIX}${keys().currentId}:`;

/** `plain`, sealed under the current key. */
export function sealSecret(plain: string): string {
  const { current } = keys();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', current, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${currentSealPrefix()}${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

/**
 * The secret a stored value holds. A plain value, stored before secrets were sealed, is answered as it is:
 * the start step seals it, and none is written plain since.
 */
export function openSecret(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [keyId = '', iv = '', sealed = ''] = stored.slice(PREFIX.length).split(':');
  const key = keys().byId.get(keyId);
  if (!key) {
    throw new Error(
      `A stored secret is sealed under key ${keyId}, which is neither SECRETS_KEY nor one of SECRETS_KEY_PREVIOUS. Set the key it was sealed under as SECRETS_KEY_PREVIOUS.`,
    );
  }
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
