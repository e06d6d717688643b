import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch as MantineColorSwatch } from '@mantine/core';

/** A brand colour as a small dot, decorative beside its name or value. */
export function ColorSwatch({ color, size = 14 }: { color: string; size?: number }) {
  return <MantineColorSwatch color={color} size={size} withShadow aria-hidden style={{ flex: 'none' }} />;
}
