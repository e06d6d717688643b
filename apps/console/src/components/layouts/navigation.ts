import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconBell,
  IconBuildingSkyscraper,
  IconChartDots3,
  IconClipboardCheck,
  IconCreditCard,
  IconFlame,
  IconHome2,
  IconLayoutDashboard,
  IconSettings,
} from '@tabler/icons-react';
import { SCREENS, type Screen, type ScreenGroup } from '@/config/screens';

/** A drawer section: the screens it links to, and every path that belongs to it (record screens too). */
export type NavigationGroup = { group: ScreenGroup; icon: Icon; screens: Screen[]; paths: string[] };

const GROUP_ICONS: Record<ScreenGroup, Icon> = {
  dashboard: IconLayoutDashboard,
  alarms: IconBell,
  cases: IconClipboardCheck,
  commands: IconAdjustmentsHorizontal,
  residential: IconHome2,
  commercial: IconBuildingSkyscraper,
  subscriptions: IconCreditCard,
  manufacturers: IconFlame,
  analytics: IconChartDots3,
  settings: IconSettings,
};

/** The drawer's sections, in the order of `GROUP_ICONS`, each with its screens in catalogue order. */
export const NAVIGATION: NavigationGroup[] = Object.entries(GROUP_ICONS).map(([group, icon]) => {
  const members = SCREENS.filter((screen) => screen.group === group);
  return {
    group: group as ScreenGroup,
    icon,
    screens: members.filter((screen) => !screen.record),
    paths: members.map((screen) => screen.path),
  };
});

/** The drawer as an account sees it: an admin's leaves out the owners' screens, and any section left empty. */
export const navigationFor = (isOwner: boolean): NavigationGroup[] =>
  NAVIGATION.map((section) => ({
    ...section,
    screens: section.screens.filter((screen) => isOwner || !screen.owner),
  })).filter((section) => section.screens.length > 0);
