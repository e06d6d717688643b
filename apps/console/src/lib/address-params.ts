import { useSearchParams } from 'react-router';

/**
 * The address's parameters, and a setter for one of them that keeps the others. A dialog over a list lives in
 * the address (`?add`, `?edit=N`), so a link or a reload opens it again; `undefined` takes it away.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    });
  return { params, set };
}
