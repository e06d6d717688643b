import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from './list-empty';

export type SearchEmptyWords = {
  /** Nothing matched: "No manufacturers match “acme”." */
  noMatch: (search: string) => string;
  /** Nothing there yet. */
  none: string;
};

type SearchEmptyProps = SearchEmptyWords & {
  search: string;
  /** The way to add the first, while there is none. */
  action?: ReactNode;
};

/** The empty state of a list that can be searched: nothing matched (and a hint), or nothing is there yet. */
export function SearchEmpty({ search, noMatch, none, action }: SearchEmptyProps) {
  const { t } = useTranslation();
  if (search) return <ListEmpty title={noMatch(search)} description={t('lists.noMatchHint')} />;
  return <ListEmpty title={none} action={action} />;
}
