import { BRAND_COLORS, type BrandColor, type BrandColors } from '@radiant/contract';
import { AA_NORMAL_TEXT, contrastRatio, nearestPassingShade } from './contrast';

/** A new client's colours: a calm blue brand whose every pair passes AA. */
export const DEFAULT_BRAND: BrandColors = {
  primary_color: '#1e6fd9',
  primary_dark_color: '#154f9c',
  secondary_color: '#4b5563',
  accent_color: '#b45309',
  background_color: '#ffffff',
  title_text_color: '#111827',
  header_text_color: '#ffffff',
  button_text_color: '#ffffff',
};

/** Where the app draws one brand colour as text on another. */
const CONTRAST_PAIRS = [
  { id: 'titleOnBackground', text: 'title_text_color', background: 'background_color' },
  { id: 'secondaryOnBackground', text: 'secondary_color', background: 'background_color' },
  { id: 'primaryOnBackground', text: 'primary_color', background: 'background_color' },
  { id: 'headerOnPrimary', text: 'header_text_color', background: 'primary_color' },
  { id: 'buttonOnPrimary', text: 'button_text_color', background: 'primary_color' },
  { id: 'buttonOnPrimaryDark', text: 'button_text_color', background: 'primary_dark_color' },
  { id: 'buttonOnAccent', text: 'button_text_color', background: 'accent_color' },
] as const satisfies readonly { id: string; text: BrandColor; background: BrandColor }[];

/** Each pair's ratio (undefined while a colour is not one) and, when it fails AA, the nearest shade that passes. */
export const checkContrast = (colors: BrandColors) =>
  CONTRAST_PAIRS.map((pair) => {
    const ratio = contrastRatio(colors[pair.text], colors[pair.background]);
    const passes = ratio !== undefined && ratio >= AA_NORMAL_TEXT;
    const suggestion = passes ? undefined : nearestPassingShade(colors[pair.text], colors[pair.background]);
    return { pair, ratio, passes, suggestion };
  });

/** Just the eight colours of a larger record (a form's values, a client). */
export const brandColorsOf = (values: BrandColors): BrandColors =>
  Object.fromEntries(BRAND_COLORS.map((field) => [field, values[field]])) as BrandColors;
