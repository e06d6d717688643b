import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/config/screens';
import { NAVIGATION } from './navigation';

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
