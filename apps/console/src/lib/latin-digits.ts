/** Arabic-Indic (٠…٩) and Eastern Arabic-Indic (۰…۹) digits as the Latin ones they stand for. */
export const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
