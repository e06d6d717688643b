import type { AuditLogEntry } from '@radiant/contract';
import { paths, withId } from '@/config/screens';

type Entry = Pick<AuditLogEntry, 'action' | 'entity' | 'entity_id' | 'details'>;

const idOf = (entityId: string | null) =>
  entityId && /^\d{1,10}$/.test(entityId) ? Number(entityId) : undefined;

/** The screen (or a list's dialog) that shows each type of record with this id; types without one are absent. */
const SCREEN_OF: Partial<Record<Entry['entity'], (id: number) => string>> = {
  admin: (id) => `${paths.admins}?edit=${id}`,
  residential_user: (id) => withId(paths.residentialUserDetails, id),
  commercial_client: (id) => withId(paths.commercialClients, id),
  subscription_plan: (id) => withId(paths.planDetails, id),
  manufacturer: (id) => `${paths.manufacturers}?edit=${id}`,
  webhook: (id) => `${paths.webhooks}?log=${id}`,
  alarm: (id) => `${paths.alarms}?status=all&id=${id}`,
  command: (id) => withId(paths.commands, id),
};

/**
 * Where the record an entry is about is shown, if anywhere: not a deleted one. An alarm rule is named, not
 * numbered: its link opens the rules it belongs to (a client's, or the fleet's).
 */
export function recordLinkOf(entry: Entry): string | undefined {
  if (entry.action === 'delete') return undefined;
  if (entry.entity === 'admin_policy') return paths.admins;
  if (entry.entity === 'alarm_rule') {
    const client = entry.details.client_id;
    return typeof client === 'number'
      ? `${paths.alarmRules}?scope=client&client=${client}`
      : paths.alarmRules;
  }
  const id = idOf(entry.entity_id);
  const screen = SCREEN_OF[entry.entity];
  return id === undefined || !screen ? undefined : screen(id);
}
