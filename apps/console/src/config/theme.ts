import { createTheme, DEFAULT_THEME, type MantineColor, type MantineColorsTuple } from '@mantine/core';
import { BODY_FONT, EMBER, HEADING_FONT } from './brand';

const ember: MantineColorsTuple = [...EMBER];

/**
 * Mantine draws filled buttons and badges in shade 7 under white text, coloured text in shade 7 on white, and
 * light badges in shade 9 on shade 1. Its red, blue, cyan and teal reach only 3.1–4.3:1 there; these shades
 * 7–9 are darkened just enough for 4.6:1 (WCAG AA) everywhere. Ember, gray and grape pass as they are.
 */
function withDarkerShades(color: 'red' | 'blue' | 'cyan' | 'teal', darker: [string, string, string]) {
  const [s0, s1, s2, s3, s4, s5, s6] = DEFAULT_THEME.colors[color];
  return [s0, s1, s2, s3, s4, s5, s6, ...darker] satisfies MantineColorsTuple;
}

/** Initials avatars take one of these, all of them passing AA as light badges. */
const initialsColors: MantineColor[] = ['ember', 'cyan', 'teal', 'blue', 'grape'];

/**
 * The console's theme in the page's language: `closeLabel` names the icon-only close buttons (dialogs, toasts),
 * and number fields take the language's decimal separator (German writes 0,5).
 */
export const themeWith = ({
  closeLabel,
  decimalSeparator,
}: {
  closeLabel: string;
  decimalSeparator: string;
}) =>
  createTheme({
    colors: {
      ember,
      red: withDarkerShades('red', ['#d83838', '#c52b2b', '#af2525']),
      blue: withDarkerShades('blue', ['#1a76c9', '#186ab6', '#165b9c']),
      cyan: withDarkerShades('cyan', ['#0d8091', '#0a7284', '#0a697a']),
      teal: withDarkerShades('teal', ['#0a8560', '#077654', '#077050']),
    },
    primaryColor: 'ember',
    primaryShade: { light: 7, dark: 7 },
    fontFamily: BODY_FONT,
    headings: {
      fontFamily: HEADING_FONT,
      fontWeight: '700',
    },
    defaultRadius: 'md',
    focusRing: 'auto',
    cursorType: 'pointer',
    // An admin whose system asks for less motion gets dialogs, drawers, menus and toasts without transitions.
    respectReducedMotion: true,
    components: {
      TextInput: { defaultProps: { size: 'sm' } },
      PasswordInput: { defaultProps: { size: 'sm' } },
      Avatar: { defaultProps: { allowedInitialsColors: initialsColors } },
      CloseButton: { defaultProps: { 'aria-label': closeLabel } },
      NumberInput: { defaultProps: { decimalSeparator } },
    },
  });
