/** Hero art is drawn as SVG in `public/images/` and rasterised at build time to these sizes. */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
export const IMAGE_SIZE = { width: 1600, height: 900 } as const;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const FALLBACK_WIDTH = 1200;

export type RasterFormat = 'avif' | 'webp' | 'jpg';

/** `/images/articles/x.svg` → `/generated/images/articles/x` (without width and extension). */
function variantBase(imageURL: string): string {
  return imageURL.replace(/^\/images\//, '/generated/images/').replace(/\.svg$/, '');
}

export function imageVariant(imageURL: string, width: number, format: RasterFormat): string {
  return `${variantBase(imageURL)}-${width}.${format}`;
}

export function shareImagePath(name: string): string {
  return `/generated/share/${name}.jpg`;
}

/** The publisher logo for structured data, rasterised from `app/icon.svg`. */
export const LOGO_PATH = '/generated/logo.png';
