import localFont from 'next/font/local';

// Self-hosted (no font CDN), Latin subset, variable weight, preloaded. `optional`: a font that is not
// there for the first paint is not swapped in later, so headlines never reflow under the reader
// (it is cached for the next page). The fallback is a serif sized to Source Serif's metrics.
export const serif = localFont({
  src: '../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-source-serif',
  weight: '200 900',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
