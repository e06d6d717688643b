import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { useAddressParams } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { parseIdParam } from '@/lib/list-search';
import { useCommands } from '../api/get-commands';
import { CommandDrawer } from '../components/command-drawer';
import { CommandsTable } from '../components/commands-table';

const PAGE_SIZE = 25;

/**
 * `/commands`: the changes sent to radiators, newest first, "Load more" by keyset, each with how far its
 * radiators got (live while some wait); `?id=N` opens a command's detail over the list.
 */
export default function CommandsRoute() {
  const { t } = useTranslation('commands');
  const { params, set } = useAddressParams();
  const openId = parseIdParam(params.get('id'));
  const commands = useCommands(PAGE_SIZE);
  const rows = commands.data?.pages.flatMap((page) => page.commands) ?? [];
  const open = (id: number | undefined) => set('id', id === undefined ? undefined : String(id));

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <CommandsTable
        query={commands}
        commands={rows}
        empty={
          <ListEmpty
            title={t('list.none')}
            description={t('list.noneHint')}
            icon={<IconAdjustmentsHorizontal size={24} />}
          />
        }
        onOpen={open}
      />
      {rows.length > 0 && (
        <LoadMore
          shown={t('list.shown', { count: rows.length, formatted: formatCount(rows.length) })}
          pages={commands}
        />
      )}
      {openId !== undefined && (
        <CommandDrawer key={openId} commandId={openId} onClose={() => open(undefined)} />
      )}
    </>
  );
}
