import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { MAX_IMAGE_BYTES } from '@/lib/article-schema';
import type { ImageInspection } from './validate';

/** Most formats state their size in the first bytes; a JPEG with a large EXIF block may need the whole file. */
const HEAD_BYTES = 256 * 1024;

/** Reads an image file's own width and height (header only where it can), or says why it cannot or is too large. */
export function inspectImageFile(file: string): ImageInspection {
  let handle: number;
  try {
    handle = fs.openSync(file, 'r');
  } catch {
    return { problem: `points to a missing file: ${path.relative(process.cwd(), file)}` };
  }
  try {
    const { size: bytes } = fs.fstatSync(handle);
    if (bytes > MAX_IMAGE_BYTES)
      return {
        problem: `is ${(bytes / 2 ** 20).toFixed(1)} MB: a picture may be at most ${MAX_IMAGE_BYTES / 2 ** 20} MB (${path.relative(process.cwd(), file)})`,
      };
    const head = Buffer.alloc(HEAD_BYTES);
    const read = fs.readSync(handle, head, 0, HEAD_BYTES, 0);
    const size = measure(head.subarray(0, read)) ?? measure(fs.readFileSync(file));
    if (!size) return { problem: `could not be read as an image: ${path.relative(process.cwd(), file)}` };
    return size;
  } finally {
    fs.closeSync(handle);
  }
}

function measure(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height, orientation = 1 } = imageSize(bytes);
    if (!(width > 0 && height > 0)) return null;
    // EXIF orientations 5-8 turn the picture a quarter: it is drawn (and rendered) the other way round.
    return orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}
