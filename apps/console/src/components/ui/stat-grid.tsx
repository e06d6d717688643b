import { Group, Paper, SimpleGrid, type SimpleGridProps, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FactLabel } from './fact';

/** One figure with its name, its icon and an optional line of context. */
type Stat = { label: string; value: ReactNode; hint?: ReactNode; icon: Icon; color?: string };

function StatCard({ label, value, hint, icon: StatIcon, color = 'ember' }: Stat) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <FactLabel>{label}</FactLabel>
          {/* Figures with units ("28.8 m²") keep their own order in right-to-left mode. */}
          <Text fz={26} fw={700} ff="heading" mt={4} lh={1.2} dir="auto">
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} radius="md" size={38} aria-hidden>
          <StatIcon size={20} />
        </ThemeIcon>
      </Group>
      {hint && (
        <Text fz="sm" c="dimmed" mt={6} dir="auto">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

type StatGridProps = Pick<SimpleGridProps, 'cols' | 'spacing'> & { stats: Stat[] };

/** Figures side by side, each on its card, as many a row as the screen has room for. */
export function StatGrid({ cols, spacing = 'md', stats }: StatGridProps) {
  return (
    <SimpleGrid cols={cols} spacing={spacing}>
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </SimpleGrid>
  );
}
