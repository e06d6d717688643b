/** What the image shows above the chart, which draws neither: its title and its legend. */
export type ChartImageHeading = { title: string; legend: { label: string; color: string }[] };

/** The computed styles an SVG needs to look the same outside the page, where CSS and its variables are gone. */
const INLINED_STYLES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
];
const SCALE = 2;
const PADDING = 16;
const TITLE_SIZE = 16;
const LEGEND_SIZE = 13;
const SWATCH = 10;
const LINE_GAP = 8;
const AXIS_LABEL_ROOM = 12;

function inlineStyles(source: Element, copy: Element) {
  const computed = getComputedStyle(source);
  copy.setAttribute(
    'style',
    INLINED_STYLES.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';'),
  );
  Array.from(source.children).forEach((child, index) => {
    const copied = copy.children[index];
    if (copied) inlineStyles(child, copied);
  });
}

/** A CSS colour (a Mantine variable included) as the canvas understands it: its computed value. */
export function resolveColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  return resolved;
}

/**
 * The chart's SVG as an image, with room at the sides for the axis labels that overflow it on the page, and
 * without the band at its top that it keeps for its legend (drawn in HTML, so missing from the copy).
 */
async function imageOf(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const bounds = svg.getBoundingClientRect();
  const legendBand = svg.parentElement?.querySelector('.recharts-legend-wrapper')?.getBoundingClientRect();
  // The top axis label reaches a little into the band.
  const top = legendBand ? Math.max(0, legendBand.bottom - bounds.top - AXIS_LABEL_ROOM) : 0;
  const width = bounds.width + 2 * PADDING;
  const height = bounds.height - top;
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `${-PADDING} ${top} ${width} ${height}`);
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  return image;
}

type Placed = { label: string; color: string; x: number; y: number };

/** The legend's entries placed in lines no wider than the image. */
function placeLegend(context: CanvasRenderingContext2D, heading: ChartImageHeading, width: number) {
  const placed: Placed[] = [];
  let x = PADDING;
  let y = PADDING + TITLE_SIZE + LINE_GAP * 1.5;
  for (const entry of heading.legend) {
    const entryWidth = SWATCH + 6 + context.measureText(entry.label).width + PADDING;
    if (x > PADDING && x + entryWidth > width - PADDING) {
      x = PADDING;
      y += LEGEND_SIZE + LINE_GAP;
    }
    placed.push({ ...entry, x, y });
    x += entryWidth;
  }
  return { placed, bottom: y + LEGEND_SIZE + PADDING };
}

/**
 * The chart as a PNG in the page's own colours: its SVG, with the computed styles inlined, drawn on a canvas
 * under a title and the legend (which the chart draws in HTML, outside its SVG).
 */
export async function chartToPng(svg: SVGSVGElement, heading: ChartImageHeading): Promise<Blob> {
  const image = await imageOf(svg);
  const page = getComputedStyle(document.body);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const font = (size: number, weight = 400) => `${weight} ${size}px ${page.fontFamily}`;

  context.font = font(LEGEND_SIZE);
  const legend = placeLegend(context, heading, image.width);
  canvas.width = image.width * SCALE;
  canvas.height = (legend.bottom + image.height + PADDING) * SCALE;
  context.scale(SCALE, SCALE);
  context.fillStyle = page.backgroundColor;
  context.fillRect(0, 0, image.width, legend.bottom + image.height + PADDING);

  context.textBaseline = 'top';
  context.fillStyle = page.color;
  context.font = font(TITLE_SIZE, 700);
  context.fillText(heading.title, PADDING, PADDING);
  context.font = font(LEGEND_SIZE);
  for (const entry of legend.placed) {
    context.fillStyle = entry.color;
    context.fillRect(entry.x, entry.y + (LEGEND_SIZE - SWATCH) / 2, SWATCH, SWATCH);
    context.fillStyle = page.color;
    context.fillText(entry.label, entry.x + SWATCH + 6, entry.y);
  }
  context.drawImage(image, 0, legend.bottom, image.width, image.height);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be drawn.'))),
      'image/png',
    ),
  );
}
