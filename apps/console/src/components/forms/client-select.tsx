import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { commercialClientOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';

/** Commercial clients whose name matches what the admin types, and the chosen one (which may not match). */
function useClientOptions(search: string, chosen: number | undefined) {
  const matches = useQuery({
    queryKey: ['commercial-clients', 'list', 'options', search],
    queryFn: async () =>
      (
        await callApi(commercialClientOperations.list, {
          query: { search: search || undefined, limit: 20, sort: 'name' },
        })
      ).data.clients,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const current = useQuery({
    queryKey: ['commercial-clients', 'record', chosen],
    queryFn: async () =>
      (await callApi(commercialClientOperations.get, { params: { id: chosen ?? 0 } })).data.client,
    enabled: chosen !== undefined,
    staleTime: 60_000,
  });
  const options = [...(current.data ? [current.data] : []), ...(matches.data ?? [])];
  return [...new Map(options.map((client) => [client.id, client.business_name])).entries()].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );
}

type ClientSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'onSearchChange'> & {
  value: number | undefined;
  onChange: (client: number | undefined) => void;
};

/** Picks a commercial client by typing part of its name; the list asks the server as the admin types. */
export function ClientSelect({ value, onChange, ...props }: ClientSelectProps) {
  const [search, setSearch] = useState('');
  const clients = useClientOptions(search, value);
  return (
    <Select
      data={clients}
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : undefined)}
      onSearchChange={setSearch}
      searchable
      filter={({ options }) => options}
      {...props}
    />
  );
}
