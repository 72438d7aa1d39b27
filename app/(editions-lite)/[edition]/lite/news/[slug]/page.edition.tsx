export { default, generateMetadata, generateStaticParams } from '../../../../../(lite)/lite/news/[slug]/page';

export const dynamicParams = false;
