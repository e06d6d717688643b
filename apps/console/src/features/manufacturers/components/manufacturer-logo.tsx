import { Avatar, type MantineSize } from '@mantine/core';
import type { Manufacturer } from '@radiant/contract';

type ManufacturerLogoProps = {
  manufacturer: Pick<Manufacturer, 'title' | 'logo_url'>;
  size?: MantineSize | number;
};

/** The logo, or the name's initials when there is none (or it fails to load). */
export function ManufacturerLogo({ manufacturer, size = 40 }: ManufacturerLogoProps) {
  return (
    <Avatar
      src={manufacturer.logo_url}
      name={manufacturer.title}
      color="initials"
      alt={manufacturer.title}
      radius="md"
      size={size}
      styles={{ image: { objectFit: 'contain', background: 'white' } }}
    />
  );
}
