import type { MantineColor } from '@mantine/core';

/**
 * What a colour means on every chart of the console: warm for energy and heat (and the subscription money
 * that heating earns), cool for temperature, one hue per audience; counts of what is there at a period's
 * end are neutral.
 */
export const CHART_COLORS = {
  energy: 'ember.6',
  heating: 'orange.6',
  temperature: 'blue.6',
  setpoint: 'violet.5',
  outdoor: 'cyan.7',
  cost: 'teal.6',
  subscriptionRevenue: 'ember.6',
  clientFees: 'grape.6',
  residential: 'blue.6',
  commercial: 'grape.6',
  standing: 'gray.6',
} as const satisfies Record<string, MantineColor>;

const PLAN_COLORS: MantineColor[] = ['gray.6', 'blue.6', 'ember.6', 'teal.6', 'grape.6', 'cyan.6'];

/** Plans in the order the server lists them (by tier) keep the same colour on every chart. */
export const planColor = (index: number): MantineColor => PLAN_COLORS[index % PLAN_COLORS.length] ?? 'gray.6';
