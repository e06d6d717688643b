import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { secretKeysOf } from './secret-keys.ts';

async function temporaryDir() {
  const dir = await mkdtemp(join(tmpdir(), 'radiant-keys-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return join(dir, 'data');
}

describe('the embedded database key', () => {
  it('is made once in DATA_DIR/secrets.key, readable by its owner only, and read at every start after', async () => {
    const dataDir = await temporaryDir();
    const first = await secretKeysOf({ secretKeys: undefined, dataDir });
    expect(first.current).toHaveLength(32);
    expect((await stat(join(dataDir, 'secrets.key'))).mode & 0o777).toBe(0o600);
    expect(await secretKeysOf({ secretKeys: undefined, dataDir })).toEqual(first);
  });

  it('gives way to SECRETS_KEY, and stops the start when the file holds no key', async () => {
    const dataDir = await temporaryDir();
    const given = { current: Buffer.alloc(32, 1), previous: [] };
    expect(await secretKeysOf({ secretKeys: given, dataDir })).toBe(given);
    await secretKeysOf({ secretKeys: undefined, dataDir });
    await writeFile(join(dataDir, 'secrets.key'), 'not a key');
    await expect(secretKeysOf({ secretKeys: undefined, dataDir })).rejects.toThrow(
      /secrets\.key does not hold a 32-byte key/,
    );
    expect(await readFile(join(dataDir, 'secrets.key'), 'utf8')).toBe('not a key');
  });
});
