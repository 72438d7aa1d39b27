/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@/lib/article-schema';
import { inspectImageFile } from './image-size';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inspect-'));
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } });

beforeAll(async () => {
  await photo(1600, 1067).jpeg().toFile(path.join(dir, 'wide.jpg'));
  await photo(1200, 1600).png().toFile(path.join(dir, 'tall.png'));
  await photo(1300, 800).webp().toFile(path.join(dir, 'photo.webp'));
  await photo(1300, 800).avif().toFile(path.join(dir, 'photo.avif'));
  // Stored 1600×1200 but tagged to be turned a quarter: drawn 1200×1600.
  await photo(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toFile(path.join(dir, 'turned.jpg'));
  fs.writeFileSync(path.join(dir, 'broken.jpg'), 'this is not a picture');
  // A photograph with more than the limit's bytes: a valid JPEG, padded after its end.
  const jpeg = await photo(1600, 1067).jpeg().toBuffer();
  fs.writeFileSync(path.join(dir, 'huge.jpg'), Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('inspectImageFile', () => {
  it.each([
    ['wide.jpg', { width: 1600, height: 1067 }],
    ['tall.png', { width: 1200, height: 1600 }],
    ['photo.webp', { width: 1300, height: 800 }],
    ['photo.avif', { width: 1300, height: 800 }],
    ['turned.jpg', { width: 1200, height: 1600 }],
  ])('reads the size of %s as it is drawn', (file, size) => {
    expect(inspectImageFile(path.join(dir, file))).toEqual(size);
  });

  it('reads the size of the SVG art', () => {
    expect(inspectImageFile(path.join('public', 'images', 'articles', 'sierra-snowpack-water-outlook.svg'))).toEqual({
      width: 1600,
      height: 900,
    });
  });

  it('says why a file cannot be used', () => {
    expect(inspectImageFile(path.join(dir, 'broken.jpg'))).toEqual({
      problem: expect.stringContaining('could not be read as an image'),
    });
    expect(inspectImageFile(path.join(dir, 'nothing.jpg'))).toEqual({
      problem: expect.stringContaining('points to a missing file'),
    });
    // Named with its file, as a writer finds it.
    expect(inspectImageFile(path.join(dir, 'huge.jpg'))).toEqual({
      problem: expect.stringMatching(/^is 20\.\d MB: a picture may be at most 20 MB \(.*huge\.jpg\)$/),
    });
  });
});
