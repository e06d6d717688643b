// The brand's colour and typefaces: the theme (theme.ts) and the login drawn before it (features/auth/gate) take them.
/** Warm accent for heat and energy, shades 0 to 9; the cool `cyan`/`blue` built-ins stand for temperature. */
export const EMBER = [
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
] as const;

export const BODY_FONT = "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif";
export const HEADING_FONT = "'Manrope Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif";
