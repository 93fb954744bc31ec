/**
 * WCAG 2.x contrast between two colours: what the charts' palette test and the end-to-end checks
 * of the drawn charts measure (text 4.5:1, shapes 3:1).
 */

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` / `rgba(r, g, b, a)` (as a browser computes a colour) -> [r, g, b]. */
export function parseColor(color: string): [number, number, number] {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Cor não reconhecida: ${color}`);
}

/** The relative luminance of a colour (WCAG 2.x), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [dark, light] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
