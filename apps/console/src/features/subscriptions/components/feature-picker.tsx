import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Box, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Plan } from '@radiant/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/components/lists/search-field';
import { useFeatures } from '../api/get-features';
import { NewFeature } from './new-feature';

type FeaturePickerProps = {
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
  /** The features the plan already has, so their names show before any search. */
  initial: Plan['subscription_plans_features'];
};

/** Picks catalogue features, searched on the server; a missing one can be added and is picked at once. */
export function FeaturePicker({ value, onChange, error, initial }: FeaturePickerProps) {
  const { t } = useTranslation('subscriptions');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const features = useFeatures(debouncedSearch);
  const [titles, setTitles] = useState(
    () => new Map(initial.map((feature) => [String(feature.id), feature.title])),
  );

  const options = new Map(value.map((id) => [id, titles.get(id) ?? `#${id}`]));
  for (const feature of features.data ?? []) options.set(String(feature.id), feature.title);
  const remember = (entries: [string, string][]) => setTitles((current) => new Map([...current, ...entries]));

  const pick = (ids: string[]) => {
    remember(ids.map((id) => [id, options.get(id) ?? `#${id}`]));
    onChange(ids);
  };

  return (
    <Box mt="md">
      <MultiSelect
        label={t('plans.form.features')}
        description={t('plans.form.featuresHint')}
        placeholder={value.length === 0 ? t('plans.form.featuresPlaceholder') : undefined}
        data={[...options].map(([id, title]) => ({ value: id, label: title }))}
        value={value}
        onChange={pick}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={features.isFetching ? t('plans.form.searching') : t('plans.form.noFeatureMatch')}
        maxValues={50}
        clearable
        error={error}
        comboboxProps={{ shadow: 'md' }}
      />
      <NewFeature
        suggestion={search.trim()}
        onCreated={(feature) => {
          remember([[String(feature.id), feature.title]]);
          onChange([...value, String(feature.id)]);
          setSearch('');
        }}
      />
    </Box>
  );
}
