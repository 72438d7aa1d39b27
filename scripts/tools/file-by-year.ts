/**
 * `npm run content:file-by-year [-- DIR]`: the migration to the stories' layout by year. Each story
 * still directly in the stories' folder (data/articles, or DIR) moves, with its folder of updates,
 * into the folder of the year of its publication as written (`publishedDate: 2025-06-12…` →
 * `2025/`). Addresses come from the slug, not the folder: every published address stays. Stories
 * already filed by year are left where they are, so running it twice changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { filingYear, isArticleFile, storyName, toArticleRecord } from '../../server/content/load';

export interface Migration {
  /** Each story moved, `from → to`, relative to the stories' folder. */
  moved: string[];
  /** The stories left where they are, and why. */
  left: string[];
}

export function fileByYear(articlesDir: string): Migration {
  const migration: Migration = { moved: [], left: [] };
  const files = fs
    .readdirSync(articlesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isArticleFile(entry.name));
  for (const { name } of files.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(articlesDir, name);
    const year = filingYear(
      (toArticleRecord(file, fs.readFileSync(file, 'utf8')).data as { publishedDate?: unknown }).publishedDate,
    );
    if (!year) {
      migration.left.push(`${name}: no publishedDate to file it by (YYYY-MM-DD…); move it into its year’s folder by hand`);
      continue;
    }
    fs.mkdirSync(path.join(articlesDir, year), { recursive: true });
    fs.renameSync(file, path.join(articlesDir, year, name));
    const updates = path.join(articlesDir, storyName(name));
    if (fs.existsSync(updates)) fs.renameSync(updates, path.join(articlesDir, year, storyName(name)));
    migration.moved.push(`${name} → ${year}/${name}`);
  }
  return migration;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join('data', 'articles'));
  const { moved, left } = fileByYear(dir);
  for (const line of moved) console.log(`  moved ${line}`);
  for (const line of left) console.error(`  left ${line}`);
  console.log(`${moved.length} stories filed by year in ${path.relative(process.cwd(), dir) || '.'}; ${left.length} left.`);
  process.exitCode = left.length > 0 ? 1 : 0;
}
