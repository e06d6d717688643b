import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Warm accent for heat and energy; the cool `cyan`/`blue` built-ins stand for temperature. */
const ember: MantineColorsTuple = [
  '#fff4ed',
  '#ffe6d5',
  '#fecdab',
  '#fdac74',
  '#fb8a3c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const bodyFont = "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif";

export const theme = createTheme({
  colors: { ember },
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 7 },
  fontFamily: bodyFont,
  headings: {
    fontFamily: "'Manrope Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
  },
});
