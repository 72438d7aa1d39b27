import { publishedEditions } from '@/server/articles';
export { GET } from '../../../feed.xml/route';

export const dynamic = 'force-static';

export function generateStaticParams() {
  return publishedEditions().map((edition) => ({ edition: edition.id }));
}
