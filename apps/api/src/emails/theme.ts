/**
 * The product's palette (apps/web/src/styles.css tokens) for mail clients, which take inline
 * styles only. Text colours keep at least 4.5:1 on the fill they sit on.
 */
export const colors = {
  canvas: '#faf8f5',
  surface: '#ffffff',
  sand: '#f1ece4',
  line: '#e4ddd2',
  ink: '#23201c',
  muted: '#615a51',
  accent: '#8a5a3b',
  accentStrong: '#6f4629',
  accentSoft: '#f3e9e1',
  redBg: '#f7e1de',
  redFg: '#9b2c20',
} as const;

/** The web app's fonts first (for clients that have them), then what every client has. */
export const fonts = {
  sans: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
  display: "'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  mono: "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
} as const;
