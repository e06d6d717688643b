import { useSearchParams } from 'react-router';
import { type ListSearch, parseListSearch, withListSearch } from './list-search';

/** A list's search and page, kept in the address so a reload or a shared link shows the same rows. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  // A new search replaces the history entry; turning a page adds one, unless told to replace it.
  const update = (change: Partial<ListSearch>, replace = change.page === undefined) =>
    setParams((current) => withListSearch(current, change), { replace });
  return {
    ...parseListSearch(params),
    setSearch: (search: string) => update({ search }),
    setPage: (page: number, options?: { replace: boolean }) => update({ page }, options?.replace),
  };
}
