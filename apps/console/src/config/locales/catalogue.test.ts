import { describe, expect, it } from 'vitest';
import manufacturers from './en/manufacturers.json';
import settings from './en/settings.json';
import shell from './en/shell.json';
import subscriptions from './en/subscriptions.json';

describe('the English catalogue', () => {
  it('splits into parts that never claim the same section, so merging loses nothing', () => {
    const sections = [shell, subscriptions, manufacturers, settings].flatMap((part) => Object.keys(part));
    expect(sections.length).toBeGreaterThan(10);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
