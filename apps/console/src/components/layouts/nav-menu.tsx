import { NavLink } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Screen } from '@/config/screens';
import { useIsOwner } from '@/lib/session';
import { type NavigationGroup, navigationFor } from './navigation';

type ScreenLinkProps = { screen: Screen; label: string; icon?: ReactNode; onNavigate: () => void };

function ScreenLink({ screen, label, icon, onNavigate }: ScreenLinkProps) {
  const active = useLocation().pathname === screen.path;
  return (
    <NavLink
      component={Link}
      to={screen.path}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function NavGroup({
  group,
  icon: GroupIcon,
  screens,
  paths,
  onNavigate,
}: NavigationGroup & { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => paths.includes(pathname));
  const icon = <GroupIcon size={18} stroke={1.6} />;
  const [single] = screens;

  if (single && screens.length === 1) {
    return <ScreenLink screen={single} label={t(`groups.${group}`)} icon={icon} onNavigate={onNavigate} />;
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`groups.${group}`)}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={30}
    >
      {screens.map((screen) => (
        <ScreenLink
          key={screen.id}
          screen={screen}
          label={t(`screens.${screen.id}`)}
          onNavigate={onNavigate}
        />
      ))}
    </NavLink>
  );
}

export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const isOwner = useIsOwner();
  return navigationFor(isOwner).map((section) => (
    <NavGroup key={section.group} {...section} onNavigate={onNavigate} />
  ));
}
