import { Button, Center, EmptyState, Group, ThemeIcon } from '@mantine/core';
import { IconFlame, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { paths, type Screen } from '@/config/screens';

const isScreenHandle = (handle: unknown): handle is { screen: Screen } =>
  typeof handle === 'object' && handle !== null && 'screen' in handle;

/** Every screen not built yet: its name, a short note and a way to somewhere useful. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const screen = useMatches()
    .map((match) => match.handle)
    .find(isScreenHandle)?.screen;
  const name = screen ? t(`screens.${screen.id}`) : '';

  return (
    <>
      <PageHeader title={name} />
      <Center mih="55dvh">
        <EmptyState size="lg">
          <EmptyState.Indicator>
            <Group gap={4} wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size={52}>
                <IconFlame size={28} />
              </ThemeIcon>
              <ThemeIcon variant="light" color="cyan" radius="xl" size={52}>
                <IconTemperature size={28} />
              </ThemeIcon>
            </Group>
          </EmptyState.Indicator>
          <EmptyState.Title order={2}>{t('comingSoon.title', { screen: name })}</EmptyState.Title>
          <EmptyState.Description>{t('comingSoon.description')}</EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to={paths.settings} variant="light">
              {t('comingSoon.action')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Center>
    </>
  );
}
