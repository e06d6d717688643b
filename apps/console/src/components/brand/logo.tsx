import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The Radiant mark: a radiator's fins under a warm tile. */
type LogoProps = { withTagline?: boolean };

export function Logo({ withTagline = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-ember-7)" />
        <path d="M9 8v16M14 8v16M19 8v16M24 8v16" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Box>
        <Text ff="heading" fw={800} fz="lg" lh={1.1}>
          {t('app.name')}
        </Text>
        {withTagline && (
          <Text fz="xs" c="dimmed" lh={1.2}>
            {t('app.tagline')}
          </Text>
        )}
      </Box>
    </Group>
  );
}
