import { clsx } from 'clsx';
import type { ImageSource } from '@/lib/images';
import { ResponsiveImage } from './responsive-image';

interface PictureFigureProps {
  source: ImageSource;
  alt: string;
  caption?: string;
  credit?: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** The page's largest picture: fetched first, never lazily. */
  priority?: boolean;
  /** Drawn at its own shape, not in the hero's 16:9 frame (a photograph from a phone, upright or not). */
  natural?: boolean;
  className?: string;
  imageClassName?: string;
  captionClassName?: string;
}

/** A picture with its caption and its credit: a story's hero, a live update's photograph. */
export function PictureFigure({
  source,
  alt,
  caption,
  credit,
  sizes,
  priority,
  natural,
  className,
  imageClassName,
  captionClassName,
}: PictureFigureProps) {
  return (
    <figure className={className}>
      <ResponsiveImage source={source} alt={alt} sizes={sizes} priority={priority} natural={natural} className={imageClassName} />
      {(caption || credit) && (
        <figcaption className={clsx('mt-3 text-sm leading-6 text-muted', captionClassName)}>
          {caption}
          {credit && <span className="ms-1 text-xs tracking-wide uppercase">{credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}
