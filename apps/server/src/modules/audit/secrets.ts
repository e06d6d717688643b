/** Words that name a secret in a field's name: `password`, `password_hash`, `accessToken`, `device_key`. */
const SECRET_WORDS = new Set([
  'password',
  'passwords',
  'passphrase',
  'hash',
  'token',
  'tokens',
  'secret',
  'secrets',
  'key',
  'keys',
  'otp',
  'totp',
]);

/** Values that are secrets whatever their field is called: an argon2 hash, a webhook's or a device's key. */
const SECRET_VALUE = /^(\$argon2|whsec_[\w-]{20}|rdk_[\w-]{20})/;

const isSecretName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => SECRET_WORDS.has(word));

/**
 * A copy of an audit entry's details without any field named like a secret, and with any value shaped like one
 * replaced: writers leave secrets out, and this keeps one that slipped in from being stored or shown.
 */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? '[redacted]' : value;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !isSecretName(name))
      .map(([name, field]) => [name, withoutSecrets(field)]),
  );
}
