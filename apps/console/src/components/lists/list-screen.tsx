import { Group } from '@mantine/core';
import type { Pagination } from '@radiant/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import type { ListSearch } from '@/lib/list-search';
import { useListSearch } from '@/lib/use-list-search';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { SearchEmpty, type SearchEmptyWords } from './search-empty';

type ListScreenProps<T extends { pagination: Pagination }> = {
  title: string;
  subtitle: string;
  searchLabel: string;
  /** Adds a record: beside the search, and in the list while it has none. */
  add?: ReactNode;
  /** Other buttons beside the search, before `add` (open a catalogue). */
  actions?: ReactNode;
  /** The list's query hook, called with the address's search and page. */
  useList: (search: ListSearch) => UseQueryResult<T>;
  /** What the list says when it holds nothing. */
  empty: SearchEmptyWords;
  /** The rows (a table or cards), given the query and the empty state that fits the search. */
  children: (list: UseQueryResult<T>, empty: ReactNode) => ReactNode;
};

/**
 * A searchable, paged list screen: heading, search kept in the address, the rows, and pagination that turns
 * a page past the last into the last page.
 */
export function ListScreen<T extends { pagination: Pagination }>({
  title,
  subtitle,
  searchLabel,
  add,
  actions,
  useList,
  empty,
  children,
}: ListScreenProps<T>) {
  const { search, page, setSearch, setPage } = useListSearch();
  const list = useList({ search, page });
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <ListToolbar
        search={{ label: searchLabel, value: search, onSearch: setSearch }}
        action={
          actions ? (
            <Group gap="sm">
              {actions}
              {add}
            </Group>
          ) : (
            add
          )
        }
      />
      {children(list, <SearchEmpty search={search} action={add} {...empty} />)}
      <ListPagination pagination={list.data?.pagination} onChange={setPage} />
    </>
  );
}
