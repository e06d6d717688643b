import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DampHome, ResidentialUserDetails } from '@radiant/contract';
import { IconChartBar, IconHome, IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '@/components/lists/back-button';
import { ConfirmedAction } from '@/components/lists/confirmed-action';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordPage } from '@/components/lists/record-page';
import { StatusSwitch } from '@/components/lists/status-switch';
import { DampBand } from '@/components/slots/damp-band';
import { HeatingControl } from '@/components/slots/heating-control';
import { OpenCase } from '@/components/slots/open-case';
import { RecordAlarms } from '@/components/slots/record-alarms';
import { RecordCases } from '@/components/slots/record-cases';
import { DimmedText } from '@/components/ui/dimmed-text';
import { Fact } from '@/components/ui/fact';
import { paths, withId } from '@/config/screens';
import { formatCount, formatCurrency, formatDate } from '@/lib/format';
import { parseIdParam } from '@/lib/list-search';
import { useDeleteUser, useToggleUserStatus } from '../api/change-users';
import { useResidentialUser } from '../api/get-user';
import { useHomesDamp } from '../api/room-damp';
import { GatewayKeysModal } from '../components/gateway-keys-modal';
import { nameOf } from '../components/users-table';

function Profile({ user }: { user: ResidentialUserDetails }) {
  const { t } = useTranslation('residentialUsers');
  const address = [user.address_line1, user.address_line2, user.town, user.city, user.post_code]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb="md">
        {t('details.profile')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Fact label={t('users.columns.email')}>{user.email}</Fact>
        <Fact label={t('users.columns.mobile')}>{user.mobile}</Fact>
        <Fact label={t('details.address')}>{address}</Fact>
        <Fact label={t('users.columns.signedUp')}>{formatDate(user.created_at)}</Fact>
        <Fact label={t('users.columns.lastSeen')}>{formatDate(user.last_seen_at)}</Fact>
        <Fact label={t('users.columns.client')}>{user.commercial_client?.business_name}</Fact>
      </SimpleGrid>
    </Paper>
  );
}

function Subscriptions({ user }: { user: ResidentialUserDetails }) {
  const { t } = useTranslation('residentialUsers');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          {t('details.subscription')}
        </Title>
        {user.plan ? (
          <Badge variant="light" color="cyan" radius="sm">
            {user.plan.title}
          </Badge>
        ) : (
          <DimmedText>{t('users.noPlan')}</DimmedText>
        )}
      </Group>
      {user.subscriptions.length === 0 ? (
        <DimmedText>{t('details.noSubscriptions')}</DimmedText>
      ) : (
        <PlainTable
          label={t('details.subscriptionHistory')}
          minWidth={520}
          verticalSpacing="xs"
          headers={[
            t('details.plan'),
            t('details.billing'),
            t('details.pricePaid'),
            t('details.started'),
            t('details.ended'),
          ]}
        >
          {user.subscriptions.map((period) => (
            <Table.Tr key={period.id}>
              <Table.Td>{period.plan.title}</Table.Td>
              <Table.Td>{t(`details.billings.${period.billing}`)}</Table.Td>
              <Table.Td>{formatCurrency(period.price_paid)}</Table.Td>
              <Table.Td>{formatDate(period.started_at)}</Table.Td>
              <Table.Td>{period.ended_at ? formatDate(period.ended_at) : t('details.current')}</Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </Paper>
  );
}

type Home = ResidentialUserDetails['homes'][number];

/** A home's damp band and worst room, and its excess cold, as the Damp & cold screen judges them. */
function HomeDamp({ damp }: { damp: DampHome | undefined }) {
  const { t } = useTranslation('residentialUsers');
  return (
    <Group gap="xl" align="flex-start" mb="sm">
      <Fact label={t('details.damp')}>
        <DampBand band={damp?.band ?? null} />
      </Fact>
      <Fact label={t('details.worstRoom')}>
        {damp?.worst_room && (
          <RecordLink to={withId(paths.roomDetails, damp.worst_room.id)}>{damp.worst_room.name}</RecordLink>
        )}
      </Fact>
      <Fact label={t('details.excessCold')}>
        <DampBand band={damp?.excess_cold.band ?? null} />
      </Fact>
    </Group>
  );
}

function Homes({ user }: { user: ResidentialUserDetails }) {
  const { t } = useTranslation('residentialUsers');
  const [keysOf, setKeysOf] = useState<Home>();
  const damp = useHomesDamp(user.id);
  if (user.homes.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text c="dimmed">{t('details.noHomes')}</Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {user.homes.map((home) => (
        <Paper key={home.id} withBorder radius="lg" p="lg">
          <Group justify="space-between" gap="xs" mb="sm">
            <Group gap="xs">
              <IconHome size={18} aria-hidden />
              <Title order={2} fz="h4">
                {home.name}
              </Title>
              <DimmedText>{home.city}</DimmedText>
            </Group>
            <Group gap="xs">
              <OpenCase home={home} />
              <Button
                variant="light"
                size="xs"
                leftSection={<IconKey size={14} />}
                aria-label={t('gatewayKeys.title', { home: home.name })}
                onClick={() => setKeysOf(home)}
              >
                {t('gatewayKeys.open')}
              </Button>
            </Group>
          </Group>
          {damp.isError ? (
            <DimmedText>{t('details.dampFailed')}</DimmedText>
          ) : (
            damp.data && <HomeDamp damp={damp.data.find((row) => row.home.id === home.id)} />
          )}
          <PlainTable
            label={t('details.roomsOf', { home: home.name })}
            verticalSpacing="xs"
            headers={[t('details.room'), t('details.area'), t('details.radiators')]}
          >
            {home.rooms.map((room) => (
              <Table.Tr key={room.id}>
                <Table.Td>
                  <RecordLink to={withId(paths.roomDetails, room.id)}>{room.name}</RecordLink>
                </Table.Td>
                <Table.Td>{t('details.squareMetres', { area: room.area_m2 })}</Table.Td>
                <Table.Td>{formatCount(room.radiators)}</Table.Td>
              </Table.Tr>
            ))}
          </PlainTable>
          <RecordCases home={home.id} homeName={home.name} />
        </Paper>
      ))}
      {keysOf && <GatewayKeysModal home={keysOf} onClose={() => setKeysOf(undefined)} />}
    </SimpleGrid>
  );
}

/**
 * `/residential-users_details?id=N`: profile, subscription history, homes and rooms (linking to each room), each
 * home's damp band (its worst room linked) and excess cold, and each home's gateway keys.
 */
export default function UserDetailsRoute() {
  const { t } = useTranslation('residentialUsers');
  const navigate = useNavigate();
  const userId = parseIdParam(useSearchParams()[0].get('id'));
  const user = useResidentialUser(userId);
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();

  const toList = { to: paths.residentialUsers, label: t('users.backToList') };
  const back = <BackButton {...toList} />;
  const actions = user.data && (
    <>
      {back}
      <Button
        component={Link}
        to={`${paths.roomsAnalytics}?userId=${user.data.id}`}
        variant="light"
        leftSection={<IconChartBar size={16} />}
      >
        {t('details.roomsAnalytics')}
      </Button>
      <Group gap="xs" px="sm">
        <StatusSwitch
          name={nameOf(user.data)}
          active={user.data.status === 1}
          pending={toggleStatus.isPending}
          onToggle={() => user.data && toggleStatus.mutate(user.data)}
        />
        <Text fz="sm">{user.data.status === 1 ? t('filters.active') : t('filters.inactive')}</Text>
      </Group>
      <ConfirmedAction
        trigger={(ask) => (
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={ask}>
            {t('users.delete')}
          </Button>
        )}
        confirm={{
          name: nameOf(user.data),
          title: t('users.deleteTitle'),
          message: t('users.deleteMessage', { name: nameOf(user.data) }),
        }}
        pending={deleteUser.isPending}
        onConfirm={() =>
          userId !== undefined &&
          deleteUser.mutate(userId, { onSuccess: () => navigate(paths.residentialUsers, { replace: true }) })
        }
      />
    </>
  );

  return (
    <RecordPage
      record={user}
      noId={userId === undefined}
      titleOf={nameOf}
      loadingTitle={t('details.title')}
      subtitle={t('details.subtitle')}
      notFound={t('users.notFound')}
      back={toList}
      actions={actions ?? back}
    >
      {(data) => (
        <Stack gap="lg">
          <Profile user={data} />
          <HeatingControl user={data.id} />
          <RecordAlarms user={data.id} />
          <Subscriptions user={data} />
          <Homes user={data} />
        </Stack>
      )}
    </RecordPage>
  );
}
