/**
 * Runs before `next build`: checks every article (a bad record stops here, before Next touches
 * `out/`), then rasterises the SVG art into the responsive images and share cards the pages use.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { getArticles, type Article } from '../lib/articles';
import { getCategories } from '../lib/categories';
import { ContentError } from '../lib/content/validate';
import { FALLBACK_WIDTH, IMAGE_WIDTHS, LOGO_PATH, SHARE_IMAGE_SIZE, imageVariant, shareImagePath } from '../lib/images';

const publicDir = path.join(process.cwd(), 'public');
const toFile = (sitePath: string) => path.join(publicDir, sitePath);

async function isFresh(output: string, source: string): Promise<boolean> {
  try {
    const [out, src] = await Promise.all([fs.stat(output), fs.stat(source)]);
    return out.mtimeMs >= src.mtimeMs;
  } catch {
    return false;
  }
}

const expected = new Set<string>();

async function render(source: string, output: string, build: (image: Sharp) => Sharp): Promise<boolean> {
  expected.add(output);
  if (await isFresh(output, source)) return false;
  await fs.mkdir(path.dirname(output), { recursive: true });
  await build(sharp(source, { density: 144 })).toFile(output);
  return true;
}

function heroJobs(article: Article) {
  const source = toFile(article.imageURL);
  const jobs = IMAGE_WIDTHS.flatMap((width) => [
    render(source, toFile(imageVariant(article.imageURL, width, 'avif')), (img) =>
      img.resize(width).avif({ quality: 55, effort: 4 }),
    ),
    render(source, toFile(imageVariant(article.imageURL, width, 'webp')), (img) => img.resize(width).webp({ quality: 75 })),
  ]);
  jobs.push(
    render(source, toFile(imageVariant(article.imageURL, FALLBACK_WIDTH, 'jpg')), (img) =>
      img.resize(FALLBACK_WIDTH).jpeg({ quality: 78, mozjpeg: true }),
    ),
  );
  return jobs;
}

function shareJob(name: string, article: Article) {
  return render(toFile(article.imageURL), toFile(shareImagePath(name)), (img) =>
    img.resize({ ...SHARE_IMAGE_SIZE, fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }),
  );
}

async function main() {
  const started = Date.now();
  const articles = getArticles();
  const jobs: Promise<boolean>[] = [];
  for (const article of articles) jobs.push(...heroJobs(article), shareJob(`news-${article.slug}`, article));
  jobs.push(shareJob('home', articles[0]));
  for (const category of getCategories()) {
    const [latest = articles[0]] = getArticles(category.id);
    jobs.push(shareJob(`category-${category.id}`, latest));
  }
  jobs.push(render(path.join(process.cwd(), 'app', 'icon.svg'), toFile(LOGO_PATH), (img) => img.resize(512, 512).png()));
  const written = (await Promise.all(jobs)).filter(Boolean).length;
  const removed = await removeStale(path.join(publicDir, 'generated'));
  console.log(
    `Content OK: ${articles.length} articles. Images: ${written} written, ${jobs.length - written} up to date, ${removed} stale removed (${Date.now() - started} ms).`,
  );
}

/** Images of articles that no longer exist would otherwise ship with the site. */
async function removeStale(dir: string): Promise<number> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const stale = files.map((entry) => path.join(entry.parentPath, entry.name)).filter((file) => !expected.has(file));
  await Promise.all(stale.map((file) => fs.rm(file)));
  return stale.length;
}

main().catch((error: unknown) => {
  if (error instanceof ContentError) {
    console.error(`\nContent check failed; nothing was built.\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
