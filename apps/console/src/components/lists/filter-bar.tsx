import { Button, type ButtonProps, Group, Paper } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FilterBarProps = {
  /** Some filter is set: "Clear filters" then takes them all away. */
  filtered?: boolean;
  onClear?: () => void;
  /** In a card of its own: the pickers of a screen's figures, rather than a list's filters. */
  framed?: boolean;
  children: ReactNode;
};

/** The filters above a list (or the pickers above figures), side by side and wrapping on a narrow screen. */
export function FilterBar({ filtered = false, onClear, framed = false, children }: FilterBarProps) {
  if (framed) {
    return (
      <Paper withBorder radius="lg" p="md">
        <Group gap="md" align="end" wrap="wrap">
          {children}
        </Group>
      </Paper>
    );
  }
  return (
    <Group gap="sm" align="flex-end" mb="md">
      {children}
      {filtered && onClear && <ClearFilters onClear={onClear} />}
    </Group>
  );
}

/** "Clear filters": every filter of a list taken away at once. */
export function ClearFilters({ onClear, mt }: { onClear: () => void; mt?: ButtonProps['mt'] }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear} mt={mt}>
      {t('lists.clearFilters')}
    </Button>
  );
}
