import { Anchor, Badge, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { RadiatorHealthReport } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DimmedText } from '@/components/ui/dimmed-text';
import { paths, withId } from '@/config/screens';
import { formatCount, formatDate } from '@/lib/format';
import { useRadiatorHealth } from '../api/figures';
import { Figure, useMinutes } from './figures';
import { WidgetBody } from './widget-frame';

type RadiatorRow = RadiatorHealthReport['radiators'][number];
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** What the radiator list and its detail share: which radiator is chosen, and whether the detail is shown. */
export type RadiatorSelection = {
  selected: number | undefined;
  onSelect: (radiatorId: number) => void;
  /** False on md and narrower, where the detail is collapsed: a radiator then opens its room. */
  detailShown: boolean;
};

/** Struggling, never-reaching and silent radiators, and the worst of the last 30 days (the list). */
export function RadiatorHealth({ selected, onSelect, detailShown }: RadiatorSelection) {
  const { t } = useTranslation('dashboard');
  const minutes = useMinutes();
  return (
    <WidgetBody query={useRadiatorHealth()}>
      {({ summary, radiators }) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
            <Figure label={t('health.struggling')} value={formatCount(summary.struggling)} />
            <Figure label={t('health.neverReaching')} value={formatCount(summary.never_reaching)} />
            <Figure label={t('health.offline')} value={formatCount(summary.offline_over_24h)} />
            <Figure label={t('health.heatUp')} value={minutes(summary.mean_heatup_minutes)} />
          </SimpleGrid>
          <Text fz="sm" fw={700}>
            {t('health.worst')}
          </Text>
          {radiators.length === 0 ? (
            <DimmedText>{t('health.none')}</DimmedText>
          ) : (
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {radiators.map((radiator) => (
                <li key={radiator.radiator_id}>
                  <RadiatorChoice
                    radiator={radiator}
                    chosen={radiator.radiator_id === selected}
                    detailShown={detailShown}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </WidgetBody>
  );
}

function RadiatorChoice({
  radiator,
  chosen,
  detailShown,
  onSelect,
}: {
  radiator: RadiatorRow;
  chosen: boolean;
  detailShown: boolean;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  const label = t('health.row', {
    model: radiator.model,
    room: radiator.room_name,
    user: radiator.user_name,
  });
  const content = (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" truncate>
        {label}
      </Text>
      <Badge
        variant="light"
        color={radiator.never_reaches ? 'red' : 'ember'}
        radius="sm"
        style={{ flexShrink: 0 }}
      >
        {radiator.never_reaches ? t('health.neverReaching') : percent(radiator.below_setpoint_share)}
      </Badge>
    </Group>
  );
  if (!detailShown) {
    return (
      <Anchor component={Link} to={withId(paths.roomDetails, radiator.room_id)} underline="never" c="inherit">
        {content}
      </Anchor>
    );
  }
  return (
    <UnstyledButton
      w="100%"
      p={4}
      aria-pressed={chosen}
      onClick={() => onSelect(radiator.radiator_id)}
      style={{
        borderRadius: 6,
        outlineOffset: 1,
        background: chosen ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      {content}
    </UnstyledButton>
  );
}

/** The chosen radiator's heating, struggle and heat-ups (the detail beside the list). */
export function RadiatorDetail({ selected }: Pick<RadiatorSelection, 'selected'>) {
  const { t } = useTranslation('dashboard');
  const minutes = useMinutes();
  return (
    <WidgetBody query={useRadiatorHealth()}>
      {({ radiators }) => {
        const radiator = radiators.find((row) => row.radiator_id === selected) ?? radiators[0];
        if (!radiator) return <Text c="dimmed">{t('detail.choose')}</Text>;
        return (
          <Stack gap="xs">
            <Text fw={700}>{`${radiator.manufacturer} ${radiator.model}`}</Text>
            <DimmedText>
              {t('health.row', {
                model: radiator.serial ?? radiator.model,
                room: radiator.room_name,
                user: radiator.user_name,
              })}
            </DimmedText>
            <SimpleGrid cols={2} spacing="xs">
              <Figure
                label={t('detail.heatingHours')}
                value={t('detail.hours', { hours: formatCount(Math.round(radiator.heating_hours)) })}
              />
              <Figure label={t('detail.belowShare')} value={percent(radiator.below_setpoint_share)} />
              <Figure label={t('detail.heatUps')} value={formatCount(radiator.heatups)} />
              <Figure label={t('detail.meanHeatUp')} value={minutes(radiator.mean_heatup_minutes)} />
            </SimpleGrid>
            <Text fz="sm">
              {t('detail.lastSeen')}:{' '}
              {radiator.last_seen_at ? formatDate(radiator.last_seen_at) : t('detail.never')}
            </Text>
            <Anchor component={Link} to={withId(paths.roomDetails, radiator.room_id)} fz="sm">
              {t('detail.openRoom')}
            </Anchor>
          </Stack>
        );
      }}
    </WidgetBody>
  );
}
