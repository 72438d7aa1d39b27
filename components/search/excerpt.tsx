import { RESULT_CLASSES } from '@/lib/search-page';
import { excerptParts } from '@/lib/search-result';

/** An excerpt as text, its matched words in `<mark>` (lib/search-result.ts reads it). */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.marked ? (
          <mark key={index} className={RESULT_CLASSES.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
