/** WCAG 2.x contrast: relative luminance, ratios, and the nearest shade of a colour that reaches a ratio. */

/** AA for normal-size text. */
export const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];
type Hsl = [hue: number, saturation: number, lightness: number];

/** `#rrggbb` (any case) as red, green and blue from 0 to 255; undefined for anything else. */
export function parseHex(hex: string): Rgb | undefined {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.x relative luminance of an sRGB colour, from 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21; undefined when either is not a colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const [first, second] = [parseHex(foreground), parseHex(background)];
  if (!first || !second) return undefined;
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function toHsl([red, green, blue]: Rgb): Hsl {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const hue =
    max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as Rgb;
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

// Lightness is tried in steps of a quarter percent either way, nearest first.
const STEP = 0.0025;

/**
 * The shade of `text` (same hue and saturation) whose lightness moves the least and that reaches `minimum`
 * against `background`; the colour itself when it already does, undefined when either is not a colour.
 */
export function nearestPassingShade(
  text: string,
  background: string,
  minimum = AA_NORMAL_TEXT,
): string | undefined {
  const rgb = parseHex(text);
  if (!rgb || !parseHex(background)) return undefined;
  if ((contrastRatio(text, background) ?? 0) >= minimum) return text.toLowerCase();
  const [hue, saturation, lightness] = toHsl(rgb);
  for (let delta = STEP; delta <= 1 + STEP; delta += STEP) {
    for (const candidate of [lightness - delta, lightness + delta]) {
      if (candidate < 0 || candidate > 1) continue;
      const shade = toHex(fromHsl([hue, saturation, candidate]));
      if ((contrastRatio(shade, background) ?? 0) >= minimum) return shade;
    }
  }
  return undefined;
}
