import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withLoadTimeout } from './lazy-route';

describe('route chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('raises an error when a chunk has not loaded within 120 seconds', async () => {
    vi.useFakeTimers();
    const load = withLoadTimeout(() => new Promise<never>(() => {}));
    const result = expect(load()).rejects.toThrow('did not load within 120 seconds');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await result;
  });

  it('passes a chunk through that arrives in time', async () => {
    await expect(withLoadTimeout(async () => 'module')()).resolves.toBe('module');
  });
});
