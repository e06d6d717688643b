import { describe, expect, it } from 'vitest';
import { radiatorHealth } from './radiator-health';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const health = (last_seen_at: string | null, below_setpoint_share: number | null) =>
  radiatorHealth({ last_seen_at, below_setpoint_share }, NOW);

describe('radiator health', () => {
  it('is offline when never heard from or silent for more than a day, whatever its heating', () => {
    expect(health(null, 0)).toBe('offline');
    expect(health('2026-11-23T11:59:00Z', 0.9)).toBe('offline');
  });

  it('is struggling from a quarter of its heating time well below the setpoint', () => {
    expect(health('2026-11-24T11:00:00Z', 0.25)).toBe('struggling');
    expect(health('2026-11-23T12:30:00Z', 0.24)).toBe('fine');
  });

  it('is fine when it has not heated at all', () => {
    expect(health('2026-11-24T11:00:00Z', null)).toBe('fine');
  });
});
