import { Button, Center, EmptyState, Group, ThemeIcon } from '@mantine/core';
import { IconFlame, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { useCurrentScreen } from '@/components/layouts/use-current-screen';
import { paths } from '@/config/screens';

/** Every screen not built yet: its name, a short note and a way to somewhere useful. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const screen = useCurrentScreen();
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
