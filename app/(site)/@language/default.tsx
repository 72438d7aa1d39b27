import { EditionLinks } from '@/components/edition/edition-links';

/** The header's links to the other editions on every page but a story: the same page in each. */
export default function LanguageLinks() {
  return <EditionLinks className="flex" />;
}
