/**
 * Hero images live in `public/images/`: SVG art or photographs (JPEG, PNG, WebP, AVIF). The build
 * renders each into AVIF variants at the widths below that the original can fill (a photo is never
 * upscaled; SVG draws at any width), a JPEG fallback for browsers without AVIF, and a share card.
 * There is no WebP: every browser that reads WebP but not AVIF is years old and gets the JPEG, and a
 * second <source> per picture cost the home page 0.8 kB of gzipped HTML, past the first round trip.
 */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const FALLBACK_WIDTH = 1200;
/** A photograph narrower than this would be upscaled on wide screens and in share cards. */
export const MIN_PHOTO_WIDTH = 1200;

export type RasterFormat = 'avif' | 'jpg';

export interface ImageSource {
  imageURL: string;
  image: { width: number; height: number };
}

export const isVector = (imageURL: string) => imageURL.endsWith('.svg');

/** The variant widths of an image: every standard width it can fill without upscaling. */
export function variantWidths({ imageURL, image }: ImageSource): number[] {
  if (isVector(imageURL)) return [...IMAGE_WIDTHS];
  const widths = IMAGE_WIDTHS.filter((width) => width <= image.width);
  return widths.length > 0 ? widths : [image.width];
}

export function fallbackWidth(source: ImageSource): number {
  return Math.max(...variantWidths(source).filter((width) => width <= FALLBACK_WIDTH));
}

/** The height of a variant `width` wide, at the original's own aspect ratio. */
export function variantHeight({ image }: ImageSource, width: number): number {
  return Math.round((width * image.height) / image.width);
}

/** `/images/articles/x.jpg` → `/generated/images/articles/x` (without width and extension). */
function variantBase(imageURL: string): string {
  return imageURL.replace(/^\/images\//, '/generated/images/').replace(/\.[a-z]+$/, '');
}

export function imageVariant(imageURL: string, width: number, format: RasterFormat): string {
  return `${variantBase(imageURL)}-${width}.${format}`;
}

/** The 1200×630 share card cut from a hero image; stories that share an image share its card. */
export function shareImagePath(imageURL: string): string {
  return `${variantBase(imageURL).replace(/^\/generated\/images\//, '/generated/share/')}.jpg`;
}

/**
 * The hero cut to the three shapes Google's news results and Discover ask for in a NewsArticle's
 * structured data, each 1200 px wide (a photograph is enlarged when the crop is narrower).
 */
export const STRUCTURED_IMAGE_SHAPES = [
  { name: '16x9', width: 1200, height: 675 },
  { name: '4x3', width: 1200, height: 900 },
  { name: '1x1', width: 1200, height: 1200 },
] as const;

export type StructuredImageShape = (typeof STRUCTURED_IMAGE_SHAPES)[number];

/** `/generated/share/x-16x9.jpg`: beside the share card, shared by the stories that share a hero. */
export function structuredImagePath(imageURL: string, shape: Pick<StructuredImageShape, 'name'>): string {
  return shareImagePath(imageURL).replace(/\.jpg$/, `-${shape.name}.jpg`);
}

/** The publisher logo for structured data, rasterised from `app/icon.svg`. */
export const LOGO_PATH = '/generated/logo.png';
export const LOGO_SIZE = 512;

/** The share card of a page with no story of its own (about, contact, an empty section): the logo on paper. */
export const SITE_SHARE_PATH = '/generated/share/site.jpg';

/** `4.3 kB`, `38 kB`: what a picture costs, as the text-only edition's links and summaries say it. */
export function kilobytes(bytes: number): string {
  const kB = bytes / 1024;
  return `${kB < 10 ? kB.toFixed(1) : Math.round(kB)} kB`;
}
