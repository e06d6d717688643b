import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, withId } from '@/config/screens';
import { formatDate } from '@/lib/format';
import { useNewestUsers } from '../api/figures';
import { WidgetBody } from './widget-frame';

/** The residential users who signed up last, each opening their details. */
export function NewestUsers() {
  const { t } = useTranslation('dashboard');
  return (
    <WidgetBody query={useNewestUsers()}>
      {(users) => (
        <Stack gap={6}>
          {users.map((user) => (
            <Group key={user.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={withId(paths.residentialUserDetails, user.id)} fz="sm" truncate>
                {`${user.first_name} ${user.last_name}`}
              </Anchor>
              <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('newest.signedUp', { date: formatDate(user.created_at) })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </WidgetBody>
  );
}
