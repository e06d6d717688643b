/**
 * The token of an invitation link (`/accept-invitation#token=…`): in the fragment, so that it never reaches a
 * server's logs. Undefined when the link was cut short.
 */
export function invitationTokenOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token || undefined;
}
