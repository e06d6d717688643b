import sharp from 'sharp';
import { exampleDomainOf } from './example-domain.ts';
import { createRandom, type Random } from './random.ts';

const NAMES = [
  ['Thermaline', 'Steel panel radiators made in Yorkshire since 1962.'],
  ['Nordvarme', 'Scandinavian low-temperature radiators for heat pumps.'],
  ['Calora', 'Cast-iron column radiators, restored and new.'],
  ['Emberline', 'Designer vertical radiators in 40 colours.'],
  ['Vulcan Panels', 'Compact double-panel radiators for new builds.'],
  ['Aurum Thermal', 'Brass and copper towel rails.'],
  ['Halcyon Heat', 'Electric smart radiators with built-in thermostats.'],
  ['Brightwarm', 'Aluminium radiators that heat up fast.'],
  ['Kelvin & Co', 'Fan-assisted radiators for large rooms.'],
  ['Solace Radiators', 'Quiet, slim radiators for bedrooms.'],
  ['Ironbridge Column', 'Traditional multi-column radiators.'],
  ['Zephyr Rails', 'Heated towel rails for bathrooms.'],
] as const;
const SERIES = ['Compact', 'Column', 'Vertical', 'Plan', 'Slim', 'Eco'];
const SIZES = [
  [400, 600],
  [600, 800],
  [600, 1200],
  [700, 1400],
  [1800, 500],
] as const;

/** A logo drawn by the project: radiator fins on a coloured tile, rendered by sharp. No fonts needed. */
function drawLogo(random: Random, index: number): Promise<Buffer> {
  const hue = (index * 137) % 360;
  const fins = random.int(3, 6);
  const width = 150 / fins;
  const bars = Array.from({ length: fins }, (_, fin) => {
    const x = 53 + fin * width;
    return `<rect x="${x.toFixed(1)}" y="70" width="${(width * 0.62).toFixed(1)}" height="116" rx="${(width * 0.3).toFixed(1)}" fill="#fff" fill-opacity="0.92"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,38%)"/>
    </linearGradient></defs>
    <rect width="256" height="256" rx="56" fill="url(#g)"/>${bars}
    <rect x="44" y="192" width="168" height="10" rx="5" fill="#fff" fill-opacity="0.7"/>
    <circle cx="${random.int(70, 186)}" cy="46" r="12" fill="hsl(${(hue + 180) % 360},90%,70%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A dozen manufacturers, each with its logo as a PNG and three to five radiator models. */
export async function demoManufacturers() {
  const random = createRandom(4004);
  const drawn = [];
  for (const [index, [title, info]] of NAMES.entries()) {
    const logo = await drawLogo(random, index);
    const series = random.pick(SERIES);
    const models = SIZES.slice(0, random.int(3, 5)).map(([height, length]) => ({
      name: `${series} ${height}×${length}`,
      ratedPowerW: Math.round((height * length * random.int(16, 24)) / 100_000) * 10,
    }));
    drawn.push({
      title,
      info,
      website: `https://${exampleDomainOf(title)}`,
      status: index === 10 ? 0 : 1,
      logo,
      models,
    });
  }
  return drawn;
}
