import i18n from 'i18next';

/**
 * The header that asks the server for the console's language, not the browser's: it words its errors and
 * makes its files (an evidence pack's PDF) in it.
 */
export const acceptLanguage = (): Record<string, string> =>
  i18n.language ? { 'Accept-Language': i18n.language } : {};
