import { adminOperations, commercialClientOperations, LEVEL } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useMeCheck } from '@/lib/auth';

type Option = { value: string; label: string };

/**
 * Who may own a case. The admin team's list is for owners only, so an admin is offered themselves (and
 * whoever owns the case now); an owner, the whole team.
 */
export function useOwnerOptions(current?: { id: number; name: string } | null): Option[] {
  const me = useMeCheck().data;
  const isOwner = me?.level === LEVEL.OWNER;
  const team = useQuery({
    queryKey: ['admins', 'options'],
    queryFn: async () => (await callApi(adminOperations.list)).data.admins,
    staleTime: 60_000,
    enabled: isOwner,
  });
  const people = new Map<number, string>();
  for (const admin of team.data ?? []) {
    if (admin.status === 1) people.set(admin.id, `${admin.first_name} ${admin.last_name}`.trim());
  }
  if (me) people.set(me.id, `${me.first_name} ${me.last_name}`.trim());
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
