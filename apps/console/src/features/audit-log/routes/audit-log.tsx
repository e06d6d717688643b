import { type AuditLogEntry, auditLogOperations } from '@radiant/contract';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { CsvExportButton } from '@/components/lists/csv-export-button';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { useAddress } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { useAuditLog } from '../api/get-audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { EntryModal } from '../components/entry-modal';
import { auditFiltersOf, isFiltered, parseAuditAddress, withAuditAddress } from '../lib/audit-address';

/**
 * `/audit-log`, for owners: who did what to what and when, newest first, filtered by who, action, record and
 * time (kept in the address, so a filtered view can be shared and survives a reload), "Load more" by keyset,
 * each entry's changes in a dialog, and the same filters as CSV.
 */
export default function AuditLogRoute() {
  const { t } = useTranslation('auditLog');
  const [address, change] = useAddress(parseAuditAddress, withAuditAddress);
  const filters = auditFiltersOf(address);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const [open, setOpen] = useState<AuditLogEntry>();

  const empty = isFiltered(address) ? (
    <ListEmpty title={t('log.noMatch')} description={t('log.noMatchHint')} />
  ) : (
    <ListEmpty title={t('log.none')} description={t('log.noneHint')} icon={<IconHistory size={24} />} />
  );
  return (
    <>
      <PageHeader
        title={t('log.title')}
        subtitle={t('log.subtitle')}
        actions={
          <CsvExportButton
            operation={auditLogOperations.export}
            input={{ query: filters }}
            done={(count) => t('log.exported', { count, formatted: formatCount(count) })}
          />
        }
      />
      <AuditFilters address={address} onChange={change} />
      <AuditTable query={log} entries={entries} empty={empty} onOpen={setOpen} />
      {entries.length > 0 && (
        <LoadMore
          shown={t('log.shown', { count: entries.length, formatted: formatCount(entries.length) })}
          pages={log}
        />
      )}
      {open && <EntryModal entry={open} now={log.dataUpdatedAt} onClose={() => setOpen(undefined)} />}
    </>
  );
}
