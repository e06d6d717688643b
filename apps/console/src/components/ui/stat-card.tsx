import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; hint?: ReactNode; icon: ReactNode; color?: string };

/** One figure with its name and an optional line of context. */
export function StatCard({ label, value, hint, icon, color = 'ember' }: StatCardProps) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
            {label}
          </Text>
          {/* Figures with units ("28.8 m²") keep their own order in right-to-left mode. */}
          <Text fz={26} fw={700} ff="heading" mt={4} lh={1.2} dir="auto">
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} radius="md" size={38} aria-hidden>
          {icon}
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
