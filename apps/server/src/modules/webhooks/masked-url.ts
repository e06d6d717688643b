/** What stands in for a hidden part of an address. */
const HIDDEN = '…';

/** The path up to its first segment, `/…` standing for the rest: /services/T0/B0/token → /services/…. */
function maskedPath(pathname: string): string {
  const [first = '', ...rest] = pathname.slice(1).split('/');
  const hidden = rest.join('/') === '' ? '/' : `/${HIDDEN}`;
  return `/${first}${rest.length === 0 ? '' : hidden}`;
}

/** The query with every value hidden and its names kept: ?token=abc&v=2 → ?token=…&v=…. */
const maskedQuery = (search: string) =>
  search
    .split('&')
    .map((pair) => (pair.includes('=') ? `${pair.slice(0, pair.indexOf('='))}=${HIDDEN}` : pair))
    .join('&');

/**
 * A webhook's address as the list and the audit log show it, since receivers put their tokens in it (Slack's
 * /services/T…/B…/<token>, ?token=…): the scheme, host, port and first path segment stay, the rest of the
 * path, every query value and any fragment become `…`. Only the answer that adds a webhook shows it whole.
 */
export function maskedUrl(address: string): string {
  const url = new URL(address);
  const hash = url.hash ? `#${HIDDEN}` : '';
  return `${url.origin}${maskedPath(url.pathname)}${maskedQuery(url.search)}${hash}`;
}
