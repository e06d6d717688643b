import { alignOf, type Doc } from './document.ts';
import { BOLD, REGULAR } from './fonts.ts';

// A line chart drawn in a PDF page's own vector paths: hours along, values up, with the markers of a case. Its
// axes run left to right in every language (as charts in Arabic commonly do); its title and legend are in the
// document's language, the title on the side the document's lines begin.

interface ChartSeries {
  label: string;
  color: string;
  /** One value (or null: not measured) per point of the chart's `times`. */
  values: readonly (number | null)[];
  dash?: boolean;
}

export interface ChartMarker {
  at: number;
  label: string;
  color: string;
}

export interface LineChart {
  title: string;
  unit: string;
  times: readonly number[];
  series: readonly ChartSeries[];
  /** Horizontal lines at values that matter (the 80 % of mould risk). */
  thresholds?: readonly { value: number; label: string }[];
  markers?: readonly ChartMarker[];
  /** The value range always shown, widened by the data. */
  floor?: [number, number];
  /** The span of time shown (ms), so that hours without readings show as gaps; the data's own by default. */
  domain?: [number, number];
  /** Points further apart than this (ms) are not joined: a gap in the readings. Two hours by default. */
  gapMs?: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const AXIS = '#555555';
const GRID = '#dddddd';

/** Round steps for an axis of this span: 1, 2 or 5 times a power of ten, about five of them. */
function stepOf(span: number) {
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw) ?? raw;
}

function rangeOf(chart: LineChart): [number, number, number] {
  const values = chart.series.flatMap((series) => series.values.filter((value) => value !== null));
  const all = [...values, ...(chart.floor ?? []), ...(chart.thresholds ?? []).map((line) => line.value)];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const step = stepOf(Math.max(high - low, 1));
  return [Math.floor(low / step) * step, Math.ceil(high / step) * step, step];
}

/** Draws the chart at the document's cursor across `width` points, `height` high; moves the cursor below it. */
export function drawLineChart(doc: Doc, chart: LineChart, width: number, height: number) {
  // A chart is not split across pages (Arabic's taller lines leave less of a page below the text).
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left;
  const top = doc.y;
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor('#000000')
    .text(chart.title, left, top, { width, align: alignOf(doc) });
  const plot = { x: left + 34, y: doc.y + 4, width: width - 34, height: height - 40 };
  const first = chart.domain?.[0] ?? chart.times[0] ?? 0;
  const last = chart.domain?.[1] ?? chart.times.at(-1) ?? first + DAY_MS;
  const span = Math.max(last - first, HOUR_MS);
  const [low, high, step] = rangeOf(chart);
  const xOf = (at: number) => plot.x + ((at - first) / span) * plot.width;
  const yOf = (value: number) => plot.y + plot.height - ((value - low) / (high - low)) * plot.height;

  doc.fontSize(7).font(REGULAR).lineWidth(0.5);
  for (let value = low; value <= high + step / 2; value += step) {
    const y = yOf(value);
    doc
      .strokeColor(GRID)
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    doc.fillColor(AXIS).text(`${Number(value.toFixed(1))}`, left, y - 3, { width: 30, align: 'right' });
  }
  const days = Math.ceil(span / DAY_MS);
  const dayStep = Math.max(1, Math.ceil(days / 8));
  for (let day = Math.ceil(first / DAY_MS) * DAY_MS; day <= last; day += dayStep * DAY_MS) {
    const x = xOf(day);
    doc
      .strokeColor(GRID)
      .moveTo(x, plot.y)
      .lineTo(x, plot.y + plot.height)
      .stroke();
    const label = new Date(day).toISOString().slice(5, 10).split('-').reverse().join('/');
    doc.fillColor(AXIS).text(label, x - 15, plot.y + plot.height + 3, { width: 30, align: 'center' });
  }
  doc.strokeColor(AXIS).rect(plot.x, plot.y, plot.width, plot.height).stroke();

  for (const line of chart.thresholds ?? []) {
    const y = yOf(line.value);
    doc
      .strokeColor('#b00020')
      .dash(2, { space: 2 })
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .stroke();
    doc
      .undash()
      .fillColor('#b00020')
      .text(line.label, plot.x + 2, y - 9);
  }
  for (const marker of chart.markers ?? []) {
    const x = xOf(marker.at);
    doc
      .strokeColor(marker.color)
      .lineWidth(0.8)
      .moveTo(x, plot.y)
      .lineTo(x, plot.y + plot.height)
      .stroke();
  }

  doc.lineWidth(1);
  for (const series of chart.series) {
    doc.strokeColor(series.color);
    if (series.dash) doc.dash(3, { space: 2 });
    let drawing = false;
    let previous = 0;
    series.values.forEach((value, index) => {
      const at = chart.times[index] ?? 0;
      if (value === null || (drawing && at - previous > (chart.gapMs ?? 2 * HOUR_MS))) {
        if (drawing) doc.stroke();
        drawing = false;
      }
      if (value !== null) {
        if (drawing) doc.lineTo(xOf(at), yOf(value));
        else doc.moveTo(xOf(at), yOf(value));
        drawing = true;
      }
      previous = at;
    });
    if (drawing) doc.stroke();
    doc.undash();
  }

  // The legend: each series, then each kind of marker, as a swatch and its label.
  let x = plot.x;
  const y = plot.y + plot.height + 14;
  const legend = [
    ...chart.series.map((series) => ({ label: series.label, color: series.color })),
    ...new Map((chart.markers ?? []).map((marker) => [marker.label, marker.color])).entries(),
  ].map((entry) => (Array.isArray(entry) ? { label: entry[0], color: entry[1] } : entry));
  for (const entry of legend) {
    doc
      .strokeColor(entry.color)
      .lineWidth(1.5)
      .moveTo(x, y + 3)
      .lineTo(x + 10, y + 3)
      .stroke();
    doc.fillColor('#000000').text(entry.label, x + 13, y, { lineBreak: false });
    x += 13 + doc.widthOfString(entry.label) + 10;
  }
  doc.lineWidth(1).strokeColor('#000000').fillColor('#000000');
  doc.x = left;
  doc.y = top + height;
}
