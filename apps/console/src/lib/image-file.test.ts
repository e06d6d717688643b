import { LOGO_MAX_BYTES } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { formatFileSize, logoFileProblem } from './image-file';

describe('logo file checks', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(logoFileProblem({ type, size: 10_000 })).toBeUndefined();
    }
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types, empty files and files over 2 MB', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 500 })).toBe('type');
    expect(logoFileProblem({ type: 'application/pdf', size: 500 })).toBe('type');
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(logoFileProblem({ type: 'image/webp', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });

  it('formats sizes in KB and MB', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
