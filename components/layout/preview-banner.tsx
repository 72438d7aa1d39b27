import { messages } from '@/server/editions';

/**
 * The mark on every page of a preview build (`npm run build -- --preview`): the copy a review deploy
 * shows editors, with the drafts and scheduled stories in it. Plain HTML, no script; a server
 * component, in the page's words.
 */
export function PreviewBanner() {
  return (
    <div role="note" className="bg-accent px-4 py-2 text-center text-sm font-semibold text-paper">
      {messages().layout.preview}
    </div>
  );
}
