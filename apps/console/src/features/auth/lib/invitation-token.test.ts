import { describe, expect, it } from 'vitest';
import { invitationTokenOf } from './invitation-token';

describe("an invitation link's token", () => {
  it('is read from the fragment', () => {
    expect(invitationTokenOf('#token=abc_DEF-123')).toBe('abc_DEF-123');
  });

  it('is read beside other fragment values, and decoded', () => {
    expect(invitationTokenOf('#from=mail&token=a%2Bb')).toBe('a+b');
  });

  it('is missing when the link was cut short', () => {
    expect(invitationTokenOf('')).toBeUndefined();
    expect(invitationTokenOf('#')).toBeUndefined();
    expect(invitationTokenOf('#token=')).toBeUndefined();
    expect(invitationTokenOf('#tok')).toBeUndefined();
  });
});
