/**
 * Runs after `next build` over the exported folder, in order. Each step works on the real files
 * in `out/`; the last ones must see the final HTML.
 */
import { pruneRscPayloads } from './export/prune-rsc';

const outDir = process.argv[2] ?? 'out';

async function main() {
  const started = Date.now();
  const pruned = await pruneRscPayloads(outDir);
  console.log(
    `RSC payloads: removed ${pruned.files} segment-prefetch files (${(pruned.bytes / 1e6).toFixed(1)} MB) (${Date.now() - started} ms).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
