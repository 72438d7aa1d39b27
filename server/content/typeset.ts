import 'server-only';
import { smartypantsu } from 'smartypants';

/**
 * Straight quotes and apostrophes made curly ("It's" → “It’s”), as a printed paper sets them.
 * SmartyPants reads HTML: tags and their attributes, and the text of <code>, <pre>, <kbd>,
 * <script> and <style>, are left as they are. Plain text (a headline) is HTML without tags.
 */
export function typeset(html: string): string {
  return smartypantsu(html, 'q');
}
