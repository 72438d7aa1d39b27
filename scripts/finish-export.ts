/**
 * Runs after `next build` over the exported folder, in order. Each step works on the real files
 * in `out/`; the last ones must see the final HTML.
 */
import { pruneRscPayloads } from './export/prune-rsc';
import { buildSearchIndex } from './export/search-index';

const outDir = process.argv[2] ?? 'out';

async function main() {
  const started = Date.now();
  const pruned = await pruneRscPayloads(outDir);
  console.log(
    `RSC payloads: removed ${pruned.files} segment-prefetch files (${(pruned.bytes / 1e6).toFixed(1)} MB) (${Date.now() - started} ms).`,
  );

  const indexing = Date.now();
  const search = await buildSearchIndex(outDir);
  console.log(
    `Search index: ${search.pages} articles, ${search.files} files, ${(search.bytes / 1024).toFixed(1)} kB in ${outDir}/pagefind (${Date.now() - indexing} ms).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
