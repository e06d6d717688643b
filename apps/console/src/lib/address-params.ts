import { useSearchParams } from 'react-router';

/**
 * The address's parameters, and a setter for one of them that keeps the others. A dialog over a list lives in
 * the address (`?add`, `?edit=N`), so a link or a reload opens it again; `undefined` takes it away. `linkTo` is
 * the address with one of them set, for a link.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const withParam = (current: URLSearchParams, name: string, value: string | undefined) => {
    const next = new URLSearchParams(current);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    return next;
  };
  const set = (name: string, value: string | undefined) =>
    setParams((current) => withParam(current, name, value));
  const linkTo = (name: string, value: string) => `?${withParam(params, name, value)}`;
  return { params, set, linkTo };
}

/**
 * What a screen shows, kept in the address so a reload or a shared link shows it again: read by `parse`, and
 * changed by `withChange`, which keeps the other parameters. Also gives the parameters themselves.
 */
export function useAddress<A>(
  parse: (params: URLSearchParams) => A,
  withChange: (params: URLSearchParams, change: Partial<A>) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const change = (next: Partial<A>, options?: { replace: boolean }) =>
    setParams((current) => withChange(current, next), options);
  return [parse(params), change, params] as const;
}
