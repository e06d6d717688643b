/** An attribute's value: `false` or `undefined` leaves it out, `true` sets it empty. */
type AttributeValue = string | number | boolean | undefined;
type Child = Node | string | false | undefined;

/**
 * Makes an element with attributes, listeners (`on<event>`) and children: the login is drawn before React
 * loads, so it builds its few elements itself.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, AttributeValue | ((event: Event) => void)> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== undefined) element.setAttribute(name, String(value));
  }
  element.append(...children.filter((child) => child !== false && child !== undefined));
  return element;
}

const SVG = 'http://www.w3.org/2000/svg';

/** An outline icon (Tabler's, MIT) from its paths, hidden from assistive technology. */
export function icon(paths: readonly string[], size = 18): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': 2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(name, String(value));
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
