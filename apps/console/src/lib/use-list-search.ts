import { useSearchParams } from 'react-router';
import { type ListSearch, parseListSearch, withListSearch } from './list-search';

/** A list's search and page, kept in the address so a reload or a shared link shows the same rows. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const update = (change: Partial<ListSearch>) =>
    setParams((current) => withListSearch(current, change), { replace: change.page === undefined });
  return {
    ...parseListSearch(params),
    setSearch: (search: string) => update({ search }),
    setPage: (page: number) => update({ page }),
  };
}
