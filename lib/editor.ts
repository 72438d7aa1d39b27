/**
 * The newsroom's editor at /admin/ (docs/editor.md): the one setting a
 * newsroom changes to use it. Apart from lib/site.ts, which the public pages' code carries: this
 * is read only by the build, which makes the editor's files (server/editor/).
 */
export const editorSettings = {
  /**
   * The GitHub repository the editor reads and commits to, at its branch: `owner/name@branch`, as
   * GitHub's own workflows name a repository at a ref. The branch is the one the site is built from.
   */
  repo: 'your-org/pacific-ledger@main',
  /**
   * The OAuth helper that signs staff in to GitHub for the editor (GitHub needs a server to keep the
   * OAuth app's secret): the address of a small worker of your own. Empty on Netlify, whose own helper does it.
   */
  authUrl: 'https://pacific-ledger-auth.your-org.workers.dev',
} as const;

/** The repository the project ships with, which names no newsroom's: a build warns while it is still set. */
export const PLACEHOLDER_REPO = 'your-org/pacific-ledger@main';

/** `owner/name@branch` as the repository and its branch (`main` when it names none). */
export function editorRepository(repo: string = editorSettings.repo): { repo: string; branch: string } {
  const match = /^([\w.-]+\/[\w.-]+?)(?:@([^\s@]+))?$/.exec(repo.trim());
  if (!match)
    throw new Error(`The editor's repo "${repo}" (lib/editor.ts) must be owner/name@branch, e.g. your-org/pacific-ledger@main`);
  return { repo: match[1], branch: match[2] ?? 'main' };
}
