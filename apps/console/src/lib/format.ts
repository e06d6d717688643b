const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholeNumber = new Intl.NumberFormat('en-GB');

/** Amounts are pounds sterling. */
export const formatCurrency = (amount: number) => currency.format(amount);

export const formatCount = (count: number) => wholeNumber.format(count);

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "23 Nov 2026" from an ISO timestamp. */
export const formatDate = (iso: string) => day.format(new Date(iso));

/** "15%", "12.5%". */
export const formatPercent = (value: number) => `${wholeNumber.format(value)}%`;

/** A website as people say it: "https://www.stelrad.example/uk" → "www.stelrad.example". */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
