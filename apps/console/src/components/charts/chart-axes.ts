import { useDirection } from '@mantine/core';

/**
 * Axis props that turn a chart round in right-to-left mode, as its readers expect: the x axis runs from the
 * right and the value axis stands on the right (a second value axis on the left). Each takes the axis's own
 * props to add to.
 */
export function useChartAxes() {
  const rtl = useDirection().dir === 'rtl';
  return {
    x: <T extends object>(props?: T) => ({ ...props, reversed: rtl }),
    y: <T extends object>(props?: T) => ({
      ...props,
      orientation: rtl ? ('right' as const) : ('left' as const),
    }),
    rightY: <T extends object>(props?: T) => ({
      ...props,
      orientation: rtl ? ('left' as const) : ('right' as const),
    }),
  };
}
