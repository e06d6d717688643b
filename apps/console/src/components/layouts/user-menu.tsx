import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/screens';
import { useLogout } from '@/lib/auth';
import { useSessionUser } from '@/lib/session';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const logout = useLogout();
  if (!user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <Menu position="bottom-end" withArrow width={240}>
      <Menu.Target>
        {/* The visible initials begin the button's name, so a speech user can say them (WCAG 2.5.3). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <Avatar name={name} color="initials" radius="xl" size={36} />
          <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text fz="xs" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          {t('header.settings')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
