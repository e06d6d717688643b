import '@/components/ui/screen-styles.css';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/screens';

/** `/` sends a signed-in admin on to the dashboard, so one link serves both cases. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Stack component="main" align="center" justify="center" gap="md" mih="100dvh" p="xl" ta="center">
      <ThemeIcon variant="light" color="cyan" radius="xl" size={72}>
        <IconMapPinQuestion size={38} />
      </ThemeIcon>
      <Text ff="heading" fw={800} fz={48} lh={1} c="dimmed">
        {t('notFound.code')}
      </Text>
      <Title order={1} fz="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" maw={440}>
        {t('notFound.description')}
      </Text>
      <Button component={Link} to={paths.login} replace>
        {t('notFound.action')}
      </Button>
    </Stack>
  );
}
