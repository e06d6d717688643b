import type { Pagination } from '@radiant/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import type { ListSearch } from '@/lib/list-search';
import { useListSearch } from '@/lib/use-list-search';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { SearchField } from './search-field';

type ListScreenProps<T extends { pagination: Pagination }> = {
  title: string;
  subtitle: string;
  searchLabel: string;
  /** The main actions beside the search (add, open a catalogue). */
  actions?: ReactNode;
  /** The list's query hook, called with the address's search and page. */
  useList: (search: ListSearch) => UseQueryResult<T>;
  /** The rows (a table or cards), given the query and the current search for their empty state. */
  children: (list: UseQueryResult<T>, search: string) => ReactNode;
};

/**
 * A searchable, paged list screen: heading, search kept in the address, the rows, and pagination that turns
 * a page past the last into the last page.
 */
export function ListScreen<T extends { pagination: Pagination }>({
  title,
  subtitle,
  searchLabel,
  actions,
  useList,
  children,
}: ListScreenProps<T>) {
  const { search, page, setSearch, setPage } = useListSearch();
  const list = useList({ search, page });
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <ListToolbar
        search={<SearchField label={searchLabel} value={search} onSearch={setSearch} />}
        action={actions}
      />
      {children(list, search)}
      <ListPagination pagination={list.data?.pagination} onChange={setPage} />
    </>
  );
}
