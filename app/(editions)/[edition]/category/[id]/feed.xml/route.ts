export { GET, generateStaticParams } from '../../../../../(site)/category/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;
