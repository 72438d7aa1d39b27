import { defineConfig } from 'html-validate';

/**
 * `npm run validate:html` checks every page of `out/` with html-validate's recommended rules. The
 * rules that React's own output cannot meet are off, and one the site breaks on purpose, each for the
 * reason given.
 */
export default defineConfig({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as `<meta …/>`, with the self-closing slash.
    'void-style': 'off',
    // React writes SVG's camel-case attributes as SVG spells them: `viewBox`, `preserveAspectRatio`.
    'attr-case': 'off',
    // React writes a true boolean attribute as `async=""`, `hidden=""`, not bare.
    'attribute-boolean-style': 'off',
    // React writes an empty attribute as `data-pagefind-body=""`, not bare.
    'attribute-empty-style': 'off',
    // React's useId() makes ids such as `_R_1l_` and `«r1»`, which the rule's pattern rejects.
    'valid-id': 'off',
    // A story's <title> is its whole headline, however long (lib/metadata.ts, documentTitle): it is
    // what a screen reader announces, a bookmark keeps and a share falls back to, so it is not cut to
    // 70 characters; search engines shorten titles themselves.
    'long-title': 'off',
  },
});
