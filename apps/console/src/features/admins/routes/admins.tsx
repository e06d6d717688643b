import type { Admin } from '@radiant/contract';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { AddButton } from '@/components/lists/add-button';
import { ListEmpty } from '@/components/lists/list-empty';
import { useAddressParams } from '@/lib/address-params';
import { parseIdParam } from '@/lib/list-search';
import { useAdmins } from '../api/get-admins';
import { AdminFormModal } from '../components/admin-form-modal';
import { AdminsTable } from '../components/admins-table';
import { InvitationModal } from '../components/invitation-modal';
import { PolicySwitch } from '../components/policy-switch';
import { SessionsModal } from '../components/sessions-modal';

/**
 * `/admins`, for owners: whether every admin must use a second factor, then the team. `?add` opens the form for
 * a new admin, `?edit=N` an admin's, `?sessions=N` an admin's sessions. A new invitation link is not in the
 * address: it is shown once, and a reload must not ask for another.
 */
export default function AdminsRoute() {
  const { t } = useTranslation('admins');
  const admins = useAdmins();
  const { params, set } = useAddressParams();
  const [inviting, setInviting] = useState<Admin>();
  const editId = parseIdParam(params.get('edit'));
  const editing = admins.data?.find((admin) => admin.id === editId);
  const sessionsId = parseIdParam(params.get('sessions'));
  const sessionsOf = admins.data?.find((admin) => admin.id === sessionsId);

  return (
    <>
      <PageHeader
        title={t('admins.title')}
        subtitle={t('admins.subtitle')}
        actions={
          <AddButton
            label={t('admins.add')}
            icon={<IconUserPlus size={16} />}
            onClick={() => set('add', '')}
          />
        }
      />
      <PolicySwitch />
      <AdminsTable
        query={admins}
        empty={
          <ListEmpty
            title={t('admins.none')}
            description={t('admins.noneHint')}
            icon={<IconUsersGroup size={24} />}
          />
        }
        onEdit={(id) => set('edit', String(id))}
        onInvite={setInviting}
        onSessions={(id) => set('sessions', String(id))}
      />
      {params.has('add') && <AdminFormModal onClose={() => set('add', undefined)} />}
      {editing && <AdminFormModal key={editing.id} admin={editing} onClose={() => set('edit', undefined)} />}
      {inviting && <InvitationModal admin={inviting} onClose={() => setInviting(undefined)} />}
      {sessionsOf && <SessionsModal admin={sessionsOf} onClose={() => set('sessions', undefined)} />}
    </>
  );
}
