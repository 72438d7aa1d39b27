export { default, generateMetadata, generateStaticParams } from '../../../../(site)/news/[slug]/page';

export const dynamicParams = false;
