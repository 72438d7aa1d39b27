export { default, generateStaticParams } from '../../../../../(site)/@language/news/[slug]/page';

export const dynamicParams = false;
