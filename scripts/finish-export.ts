/**
 * Runs after `next build` over the exported folder, in order. Each step works on the real files
 * in `out/`; the last ones must see the final HTML.
 */
import { addContentSecurityPolicy } from './export/csp';
import { pruneRscPayloads } from './export/prune-rsc';

const outDir = process.argv[2] ?? 'out';

async function main() {
  const started = Date.now();
  const pruned = await pruneRscPayloads(outDir);
  console.log(
    `RSC payloads: removed ${pruned.files} segment-prefetch files (${(pruned.bytes / 1e6).toFixed(1)} MB) (${Date.now() - started} ms).`,
  );

  // Last: the policy hashes the inline scripts of the final HTML.
  const securing = Date.now();
  const csp = await addContentSecurityPolicy(outDir);
  console.log(
    `Content Security Policy: ${csp.pages} pages, ${csp.bytes[0]}–${csp.bytes[1]} bytes each (${Date.now() - securing} ms).`,
  );
  for (const page of csp.refused) console.warn(`Content Security Policy: left blocked, ${page}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
