import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAVIGATION, type NavigationGroup } from './navigation';

function NavGroup({
  group,
  icon: GroupIcon,
  screens,
  onNavigate,
}: NavigationGroup & { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const icon = <GroupIcon size={18} stroke={1.6} />;
  const [single] = screens;

  if (single && screens.length === 1) {
    const active = pathname === single.path;
    return (
      <NavLink
        component={Link}
        to={single.path}
        label={t(`groups.${group}`)}
        leftSection={icon}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      label={t(`groups.${group}`)}
      leftSection={icon}
      defaultOpened={screens.some((screen) => screen.path === pathname)}
      childrenOffset={30}
    >
      {screens.map((screen) => (
        <NavLink
          key={screen.id}
          component={Link}
          to={screen.path}
          label={t(`screens.${screen.id}`)}
          active={pathname === screen.path}
          aria-current={pathname === screen.path ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

export function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      {NAVIGATION.map((section) => (
        <NavGroup key={section.group} {...section} onNavigate={onNavigate} />
      ))}
    </>
  );
}
