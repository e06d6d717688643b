import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const KEY = randomBytes(32);
const SECRETS_KEY = KEY.toString('base64');

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    expect(parseConfig({})).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      demoData: true,
      tokenTtlMs: 86_400_000,
    });
  });

  it('turns demo data off by default with a PostgreSQL server, and lets DEMO_DATA decide', () => {
    const url = 'postgres://radiant@db.internal:5432/radiant';
    expect(parseConfig({ DATABASE_URL: url, SECRETS_KEY }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: url, SECRETS_KEY, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('runs the live demo gateways with the embedded demo data only, unless DEMO_GATEWAYS says otherwise', () => {
    const url = 'postgres://radiant@db.internal:5432/radiant';
    expect(parseConfig({}).demoGateways).toBe(true);
    expect(parseConfig({ DEMO_DATA: '0' }).demoGateways).toBe(false);
    expect(parseConfig({ DATABASE_URL: url, SECRETS_KEY, DEMO_DATA: '1' }).demoGateways).toBe(false);
    expect(parseConfig({ DATABASE_URL: url, SECRETS_KEY, DEMO_GATEWAYS: '1' }).demoGateways).toBe(true);
    expect(parseConfig({ DEMO_GATEWAYS: '0' }).demoGateways).toBe(false);
  });

  it('trusts a counted number of proxies or listed ones, never every hop', () => {
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe(
      '10.0.0.0/8, 192.168.1.4',
    );
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('takes SECRETS_KEY in base64 or hex, with previous keys, and without it falls back to the key file', () => {
    const previous = randomBytes(32);
    expect(parseConfig({}).secretKeys).toBeUndefined();
    expect(parseConfig({ SECRETS_KEY: KEY.toString('hex') }).secretKeys).toEqual({
      current: KEY,
      previous: [],
    });
    expect(
      parseConfig({ SECRETS_KEY, SECRETS_KEY_PREVIOUS: `${previous.toString('base64url')}, ${SECRETS_KEY}` })
        .secretKeys,
    ).toEqual({ current: KEY, previous: [previous, KEY] });
    expect(() => parseConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(
      /SECRETS_KEY: give 32 random bytes in base64 or hex/,
    );
    expect(() => parseConfig({ SECRETS_KEY, SECRETS_KEY_PREVIOUS: 'old' })).toThrow(
      /SECRETS_KEY_PREVIOUS\.0/,
    );
    // Without it a server database still starts, on the key file of DATA_DIR (and a warning at start).
    expect(parseConfig({ DATABASE_URL: 'postgres://db.internal/radiant' }).secretKeys).toBeUndefined();
  });

  it('stops with a message naming each bad value', () => {
    expect(() => parseConfig({ PORT: 'eighty', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT: .*ADMIN_PASSWORD: must be at least 12/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
