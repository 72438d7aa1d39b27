import { prefixedEditions } from '@/lib/editions';
export { GET } from '../../../feed.xml/route';

export const dynamic = 'force-static';

export function generateStaticParams() {
  return prefixedEditions().map((edition) => ({ edition: edition.id }));
}
