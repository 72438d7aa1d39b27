export { default, generateMetadata, generateStaticParams } from '../../../../../../(lite)/lite/author/[slug]/[[...page]]/page';

export const dynamicParams = false;
