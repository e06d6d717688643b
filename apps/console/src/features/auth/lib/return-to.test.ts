import { describe, expect, it } from 'vitest';
import { returnState, returnToOf } from './return-to';

describe('where a sign-in goes', () => {
  it('is the screen asked for, with its address and fragment', () => {
    const from = returnState({ pathname: '/alarms', search: '?status=all&id=7', hash: '#note' });
    expect(returnToOf(from)).toBe('/alarms?status=all&id=7#note');
  });

  it('is the dashboard without a screen to come back to', () => {
    expect(returnToOf(null)).toBe('/dashboard');
    expect(returnToOf({})).toBe('/dashboard');
    expect(returnToOf({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the console, nor goes back to the login', () => {
    for (const from of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'alarms', '/', '/?next=1']) {
      expect(returnToOf({ from }), from).toBe('/dashboard');
    }
  });
});
