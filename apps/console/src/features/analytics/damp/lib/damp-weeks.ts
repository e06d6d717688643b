import { LOCALE } from '@/lib/format';

// How the heatmap names its weeks.

const dayAndMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A week's column head from its Monday (YYYY-MM-DD): "3 Nov". */
export const formatWeek = (monday: string) => dayAndMonth.format(new Date(`${monday}T00:00:00Z`));

/** The table's width before it scrolls sideways: the home's column, then a narrow column a week. */
export const heatmapWidthOf = (weeks: number) => 220 + weeks * 52;
