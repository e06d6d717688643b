import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/config/screens';
import { NAVIGATION, navigationFor } from './navigation';

describe('the drawer navigation', () => {
  const links = NAVIGATION.flatMap((section) => section.screens.map((screen) => screen.path));

  it('links every screen that stands on its own, once', () => {
    const standalone = SCREENS.filter((screen) => !screen.record).map((screen) => screen.path);
    expect(links.toSorted()).toEqual(standalone.toSorted());
  });

  it('leaves out one-record screens but keeps them in their section, so it opens on them', () => {
    expect(links).not.toContain('/subscription_details');
    const section = NAVIGATION.find((candidate) => candidate.paths.includes('/subscription_details'));
    expect(section?.group).toBe('subscriptions');
    expect(section?.screens.map((screen) => screen.path)).toContain('/subscriptions');
  });
});

describe('the drawer of an owner and of an admin', () => {
  const linksOf = (isOwner: boolean) =>
    navigationFor(isOwner).flatMap((section) => section.screens.map((screen) => screen.path));

  it('gives an owner every screen the drawer links', () => {
    expect(linksOf(true)).toEqual(
      NAVIGATION.flatMap((section) => section.screens.map((screen) => screen.path)),
    );
  });

  it("leaves the admin team, the audit log, alarm rules and webhooks out of an admin's, keeping the rest", () => {
    const owners = SCREENS.filter((screen) => screen.owner).map((screen) => screen.path);
    expect(owners.toSorted()).toEqual(['/admins', '/alarm-rules', '/audit-log', '/webhooks']);
    expect(linksOf(false)).toEqual(linksOf(true).filter((path) => !owners.includes(path)));
  });

  it("keeps an admin's settings a single link once the admin team and the audit log are gone from it", () => {
    const settings = navigationFor(false).find((section) => section.group === 'settings');
    expect(settings?.screens.map((screen) => screen.path)).toEqual(['/settings']);
  });
});
