'use client';
// Why in the browser: not for behaviour. The srcSet lists follow from the image's path and size, so each page's RSC payload carries those instead of every variant's URL.

import { clsx } from 'clsx';
import { preload } from 'react-dom';
import { fallbackWidth, imageVariant, variantHeight, variantWidths, type ImageSource, type RasterFormat } from '@/lib/images';
import { withBasePath } from '@/lib/routes';

interface ResponsiveImageProps {
  source: ImageSource;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest image: fetched first, never lazily. */
  priority?: boolean;
  /** At the image's own shape rather than in a 16:9 frame. */
  natural?: boolean;
  className?: string;
}

function srcSet(source: ImageSource, format: RasterFormat): string {
  return variantWidths(source)
    .map((width) => `${withBasePath(imageVariant(source.imageURL, width, format))} ${width}w`)
    .join(', ');
}

/**
 * A picture drawn in a 16:9 frame (a hero), or at its own shape (`natural`), with its own width and
 * height set so nothing shifts while it loads.
 */
export function ResponsiveImage({ source, alt, sizes, priority = false, natural = false, className }: ResponsiveImageProps) {
  const width = fallbackWidth(source);
  const avif = srcSet(source, 'avif');
  // Asked for from <head>, before the parser reaches the <picture>: the page's largest paint waits on it.
  if (priority)
    preload(withBasePath(imageVariant(source.imageURL, width, 'avif')), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={withBasePath(imageVariant(source.imageURL, width, 'jpg'))}
        alt={alt}
        width={width}
        height={variantHeight(source, width)}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        className={clsx(
          'img-fallback h-auto bg-surface',
          // An upright photograph is held to three quarters of the screen's height, centred, not the column's width.
          natural ? 'mx-auto max-h-[75vh] w-auto max-w-full' : 'aspect-video w-full object-cover',
          className,
        )}
      />
    </picture>
  );
}
