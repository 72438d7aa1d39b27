export { default, generateMetadata, generateStaticParams } from '../../../../../../(lite)/lite/category/[id]/[[...page]]/page';

export const dynamicParams = false;
