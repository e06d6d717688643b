import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DimmedText } from '@/components/ui/dimmed-text';
import { paths } from '@/config/screens';
import { formatCount, formatMeasure } from '@/lib/format';
import { useTopEnergyUsers } from '../api/figures';
import { WidgetBody } from './widget-frame';

/** The residential users using the most energy over the last 30 days; each opens their analytics. */
export function TopEnergyUsers() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useTopEnergyUsers()}>
      {({ users }) =>
        users.length === 0 ? (
          <DimmedText>{t('noData')}</DimmedText>
        ) : (
          <Stack gap={6}>
            {users.map((user) => (
              <Group key={user.user_id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`${paths.residentialAnalytics}?userId=${user.user_id}`}
                    fz="sm"
                    fw={500}
                    truncate
                  >
                    {user.user_name}
                  </Anchor>
                  <Text fz="xs" c="dimmed" dir="auto">
                    {user.kwh_per_m2 === null
                      ? t('topUsers.noArea')
                      : t('topUsers.perM2', { value: formatMeasure(user.kwh_per_m2) })}
                  </Text>
                </Stack>
                {/* Figures with units ("2,165 kWh") keep their own order in right-to-left mode. */}
                <Text fz="sm" fw={700} style={{ flexShrink: 0 }} dir="auto">
                  {t('topUsers.kwh', { kwh: formatCount(Math.round(user.energy_kwh)) })}
                </Text>
              </Group>
            ))}
          </Stack>
        )
      }
    </WidgetBody>
  );
}
