import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/components/lists/search-field';
import { usePickedUser, useUserMatches } from '../api/heating';

const FLEET = 'fleet';
/** The residential users search from two characters on. */
const MIN_SEARCH = 2;

type UserPickerProps = {
  userId?: number;
  onChange: (userId: number | undefined) => void;
  /** Whether the whole fleet is a choice too (the first one); otherwise a user must be picked. */
  withFleet?: boolean;
};

/** Whose heating: the whole fleet, or a residential user found by name or email on the server. */
export function UserPicker({ userId, onChange, withFleet = true }: UserPickerProps) {
  const { t } = useTranslation('analytics/heating');
  const picked = usePickedUser(userId);
  const pickedLabel = picked.data ? `${picked.data.first_name} ${picked.data.last_name}` : undefined;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // What the box shows once a choice is made is its label, not something to search for.
  const shownLabel = userId === undefined ? (withFleet ? t('fleet') : undefined) : pickedLabel;
  const typed = debounced.length >= MIN_SEARCH && debounced !== shownLabel ? debounced : '';
  const matches = useUserMatches(typed);

  const options = new Map<string, string>(withFleet ? [[FLEET, t('fleet')]] : []);
  if (userId !== undefined) options.set(String(userId), pickedLabel ?? `#${userId}`);
  for (const user of matches.data ?? []) {
    options.set(String(user.id), `${user.first_name} ${user.last_name} · ${user.email}`);
  }
  return (
    <Select
      label={t('whose')}
      data={[...options].map(([value, label]) => ({ value, label }))}
      value={userId === undefined ? (withFleet ? FLEET : null) : String(userId)}
      placeholder={t('pickUser')}
      onChange={(value) => onChange(value && value !== FLEET ? Number(value) : undefined)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: all }) => all}
      nothingFoundMessage={matches.isFetching ? t('searching') : t('noUser')}
      allowDeselect={false}
      miw={260}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
