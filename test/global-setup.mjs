import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Pages and feeds read the stories as the build's first step checked them, from the content store
 * (server/build-context.ts). Tests render them the same way: this runs that step once before them.
 * Its images are cached by content, so the build after the tests renders none of them again.
 */
export default function globalSetup() {
  execFileSync(path.join('node_modules', '.bin', 'tsx'), ['--conditions=react-server', 'scripts/pipeline/prepare-content.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
