import { editionLiveFileParams } from '@/server/live-files';

export { GET } from '../../../../../(site)/news/[slug]/[...file]/route';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = editionLiveFileParams;
