import { Group, Text } from '@mantine/core';
import type { DampHome } from '@radiant/contract';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TREND_ICONS = {
  rising: IconArrowUpRight,
  steady: IconArrowRight,
  falling: IconArrowDownRight,
  none: IconMinus,
};

/** Whether the worst room's mould risk rose or fell over the last week, as an arrow and a word. */
export function TrendLabel({ trend }: { trend: DampHome['trend'] }) {
  const { t } = useTranslation('analytics/damp');
  const key = trend ?? 'none';
  const Icon = TREND_ICONS[key];
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text fz="sm" c={trend === null ? 'dimmed' : undefined}>
        {t(`trends.${key}`)}
      </Text>
    </Group>
  );
}
