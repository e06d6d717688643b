import {
  type Icon,
  IconBuildingSkyscraper,
  IconChartDots3,
  IconCreditCard,
  IconFlame,
  IconHome2,
  IconLayoutDashboard,
  IconSettings,
} from '@tabler/icons-react';
import { SCREENS, type Screen, type ScreenGroup } from '@/config/screens';

export type NavigationGroup = { group: ScreenGroup; icon: Icon; screens: Screen[] };

const GROUP_ICONS: Record<ScreenGroup, Icon> = {
  dashboard: IconLayoutDashboard,
  residential: IconHome2,
  commercial: IconBuildingSkyscraper,
  subscriptions: IconCreditCard,
  manufacturers: IconFlame,
  analytics: IconChartDots3,
  settings: IconSettings,
};

/** The drawer's sections, in the order of `GROUP_ICONS`, each with its screens in catalogue order. */
export const NAVIGATION: NavigationGroup[] = Object.entries(GROUP_ICONS).map(([group, icon]) => ({
  group: group as ScreenGroup,
  icon,
  screens: SCREENS.filter((screen) => screen.group === group),
}));
