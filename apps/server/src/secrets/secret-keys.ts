import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The key secrets are sealed under, and older ones that still open what they sealed (a rotation). */
export interface SecretKeys {
  current: Buffer;
  previous: Buffer[];
}

const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** A 32-byte key written in hex or base64 (url-safe too); undefined for anything else. */
export function keyFromText(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64_KEY.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * The embedded database's key: `secrets.key` in DATA_DIR, made once (readable by this user only) and read at
 * every start after. It is kept apart from the database files, so a copy of those alone opens no secret.
 */
async function keyFileIn(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, 'secrets.key');
  await mkdir(dataDir, { recursive: true });
  const made = `${randomBytes(KEY_BYTES).toString('base64')}\n`;
  // `wx`: never replaces a key that exists, which would lose every secret sealed under it.
  await writeFile(file, made, { flag: 'wx', mode: 0o600 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const key = keyFromText(await readFile(file, 'utf8'));
  if (!key) {
    throw new Error(
      `${file} does not hold a 32-byte key in base64 or hex. Restore it from a backup: the secrets stored in the database cannot be read without it.`,
    );
  }
  return key;
}

/** SECRETS_KEY (with SECRETS_KEY_PREVIOUS) when set; otherwise, on the embedded database, its key file. */
export async function secretKeysOf(config: {
  secretKeys: SecretKeys | undefined;
  dataDir: string;
}): Promise<SecretKeys> {
  return config.secretKeys ?? { current: await keyFileIn(config.dataDir), previous: [] };
}
