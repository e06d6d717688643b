/** Either name, quoted or not: one pass of one expression (String#includes of each took twice as long). */
const EITHER_KEY = /__proto__|constructor/;

/**
 * Whether JSON.parse alone may read `text`: it cannot hold a `__proto__` or `constructor` key, as it holds
 * neither name, no escape that could spell one, and no byte order mark (which Fastify's parser strips).
 */
export const isPlainJson = (text: string) =>
  text.length > 0 && text.charCodeAt(0) !== 0xfeff && !text.includes('\\') && !EITHER_KEY.test(text);
