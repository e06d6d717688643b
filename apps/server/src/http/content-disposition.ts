/**
 * A download's Content-Disposition: the name in plain ASCII for every client, and in full (RFC 6266 and 5987)
 * for those that read `filename*`; quotes, backslashes and control characters never reach the header.
 */
export const attachmentNamed = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
