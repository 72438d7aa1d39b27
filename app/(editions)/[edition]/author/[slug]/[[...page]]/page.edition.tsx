export { default, generateMetadata, generateStaticParams } from '../../../../../(site)/author/[slug]/[[...page]]/page';

export const dynamicParams = false;
