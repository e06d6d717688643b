import type { Command, CommandEstimate, CommandTarget } from '@radiant/contract';
import type { TFunction } from 'i18next';
import { formatCount, formatDateTime, formatMeasure, LOCALE } from '@/lib/format';

type T = TFunction<'commands'>;

// Changes are signed, with a true minus sign: "−70 kWh", "+£4.20".
const signedKwh = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const signedPounds = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  signDisplay: 'exceptZero',
});
const withMinus = (text: string) => text.replace('-', '−');

export const formatSignedKwh = (kwh: number) => withMinus(signedKwh.format(kwh));

/** "Frost protection", "Comfort 22.5 °C until 3 Dec 2026, 18:00". */
export function changeText(t: T, change: Pick<Command['change'], 'mode' | 'setpoint_c' | 'until'>) {
  const mode = t(`modes.${change.mode}`);
  const heating =
    change.setpoint_c === null
      ? mode
      : t('change.setpoint', { mode, value: formatMeasure(change.setpoint_c) });
  return change.until ? t('change.until', { change: heating, until: formatDateTime(change.until) }) : heating;
}

/** "3 residents", "12 radiators", "A commercial client's homes". */
export function targetText(t: T, target: CommandTarget) {
  if (target.client_id !== undefined) return t('target.client_id');
  const [kind, ids] = Object.entries(target).find(([, value]) => Array.isArray(value)) ?? [
    'radiator_ids',
    [],
  ];
  const count = (ids as number[]).length;
  return t(`target.${kind as 'radiator_ids'}`, { count, formatted: formatCount(count) });
}

/** "−70 kWh, −£17.50 over 7 days". */
export const estimateText = (t: T, estimate: CommandEstimate) =>
  t('estimate.change', {
    kwh: formatSignedKwh(estimate.kwh_change),
    cost: withMinus(signedPounds.format(estimate.cost_change_gbp)),
    days: estimate.days,
  });
