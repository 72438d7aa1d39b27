export { GET, generateStaticParams } from '../../../../../(site)/topic/[id]/feed.xml/route';

export const dynamic = 'force-static';
export const dynamicParams = false;
