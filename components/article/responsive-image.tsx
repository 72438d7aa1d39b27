import { FALLBACK_WIDTH, IMAGE_SIZE, IMAGE_WIDTHS, imageVariant, type RasterFormat } from '@/lib/images';
import { withBasePath } from '@/lib/site';
import { cn } from '@/lib/utils';

interface ResponsiveImageProps {
  imageURL: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}

function srcSet(imageURL: string, format: RasterFormat): string {
  return IMAGE_WIDTHS.map((width) => `${withBasePath(imageVariant(imageURL, width, format))} ${width}w`).join(', ');
}

export function ResponsiveImage({ imageURL, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(imageURL, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(imageURL, 'webp')} sizes={sizes} />
      <img
        src={withBasePath(imageVariant(imageURL, FALLBACK_WIDTH, 'jpg'))}
        alt={alt}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={cn('img-fallback aspect-video h-auto w-full bg-surface object-cover', className)}
      />
    </picture>
  );
}
