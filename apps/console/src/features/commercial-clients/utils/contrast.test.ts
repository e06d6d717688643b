import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio, nearestPassingShade, parseHex, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('reads #rrggbb in any case and nothing else', () => {
    expect(parseHex('#1E6fD9')).toEqual([30, 111, 217]);
    expect(parseHex('#fff')).toBeUndefined();
    expect(parseHex('red')).toBeUndefined();
  });

  it('computes the WCAG relative luminance and ratios', () => {
    expect(relativeLuminance([0, 0, 0])).toBe(0);
    expect(relativeLuminance([255, 255, 255])).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Known pairs: #777777 on white is 4.48:1, #767676 the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    // Symmetric.
    expect(contrastRatio('#1e6fd9', '#f59e0b')).toBe(contrastRatio('#f59e0b', '#1e6fd9'));
    expect(contrastRatio('#12', '#ffffff')).toBeUndefined();
  });

  it('suggests the nearest shade that passes, keeping the hue', () => {
    expect(nearestPassingShade('#777777', '#ffffff')).toBe('#767676');
    // White text on an amber accent can only darken; it stops as soon as it passes.
    const onAmber = nearestPassingShade('#ffffff', '#f59e0b');
    expect(onAmber).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(onAmber ?? '', '#f59e0b')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(onAmber ?? '', '#f59e0b')).toBeLessThan(4.6);
    // A pale blue title on white becomes a darker blue, still blue.
    const blue = nearestPassingShade('#60a5fa', '#ffffff') ?? '';
    expect(contrastRatio(blue, '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(blue, '#ffffff')).toBeLessThan(4.7);
    const [red, green, bluePart] = parseHex(blue) ?? [0, 0, 0];
    expect(bluePart).toBeGreaterThan(green);
    expect(green).toBeGreaterThan(red);
    // Light text on a dark background gets lighter, not darker.
    const light = nearestPassingShade('#6b7280', '#111827') ?? '';
    expect(relativeLuminance(parseHex(light) ?? [0, 0, 0])).toBeGreaterThan(
      relativeLuminance([0x6b, 0x72, 0x80]),
    );
  });

  it('keeps a colour that already passes, and refuses what is not a colour', () => {
    expect(nearestPassingShade('#1A1A1A', '#ffffff')).toBe('#1a1a1a');
    expect(nearestPassingShade('nope', '#ffffff')).toBeUndefined();
  });
});
