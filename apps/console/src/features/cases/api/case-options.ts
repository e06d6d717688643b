import { caseOperations, commercialClientOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

type Option = { value: string; label: string };

/** Who may own a case: the active admins by name, and whoever owns the case now. */
export function useOwnerOptions(current?: { id: number; name: string } | null): Option[] {
  const team = useQuery({
    queryKey: ['cases', 'owners'],
    queryFn: async () => (await callApi(caseOperations.owners)).data.owners,
    staleTime: 60_000,
  });
  const people = new Map<number, string>((team.data ?? []).map((owner) => [owner.id, owner.name]));
  if (current) people.set(current.id, current.name);
  return [...people].map(([id, name]) => ({ value: String(id), label: name }));
}

/** The commercial clients by name, to filter by (the first 100: a search narrows the picker). */
export const useClientOptions = () =>
  useQuery({
    queryKey: ['commercial-clients', 'options'],
    queryFn: async () =>
      (await callApi(commercialClientOperations.list, { query: { limit: 100, sort: 'name' } })).data.clients,
    staleTime: 60_000,
    select: (clients) => clients.map((client) => ({ value: String(client.id), label: client.business_name })),
  });
