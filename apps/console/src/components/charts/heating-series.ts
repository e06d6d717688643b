import { CHART_COLORS } from '@/config/chart-colors';

/**
 * The three lines of every temperature chart, in their colours: the room, its setpoint (dashed: what was asked
 * for, not what was measured) and outdoors. Data rows carry them as `room`, `setpoint` and `outdoor`.
 */
export const temperatureSeries = (labels: { room: string; setpoint: string; outdoor: string }) => [
  { name: 'room', label: labels.room, color: CHART_COLORS.temperature },
  { name: 'setpoint', label: labels.setpoint, color: CHART_COLORS.setpoint, strokeDasharray: '6 4' },
  { name: 'outdoor', label: labels.outdoor, color: CHART_COLORS.outdoor },
];

/**
 * Energy as bars against the weather's degree-days as a line on the second value axis: the two series of every
 * energy chart. Data rows carry them as `energy` and `degreeDays`.
 */
export const energySeries = (labels: { energy: string; degreeDays: string }) => [
  { name: 'energy', label: labels.energy, color: CHART_COLORS.energy, type: 'bar' as const },
  {
    name: 'degreeDays',
    label: labels.degreeDays,
    color: CHART_COLORS.temperature,
    type: 'line' as const,
    yAxisId: 'right',
  },
];
