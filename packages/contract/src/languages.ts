// Without zod, so that the console's login (drawn before the schemas load) can read them.

/** The console's languages, English first (every other falls back to it). */
export const LANGUAGES = ['en', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Latin digits (0–9), as most Gulf business software shows them, or Arabic-Indic (٠–٩). */
export const DIGIT_STYLES = ['latin', 'arab'] as const;
export type DigitStyle = (typeof DIGIT_STYLES)[number];
