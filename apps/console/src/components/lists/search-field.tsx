import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchFieldProps = { label: string; value: string; onSearch: (value: string) => void };

export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that asks once the admin pauses typing; it follows the address on back and forward. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  const change = (next: string) => {
    setText(next);
    search(next);
  };

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? <CloseButton size="sm" aria-label={t('lists.clearSearch')} onClick={() => change('')} /> : null
      }
      w={{ base: '100%', xs: 320 }}
    />
  );
}
