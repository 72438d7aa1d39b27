export { default, generateMetadata, generateStaticParams } from '../../../../../../(lite)/lite/topic/[id]/[[...page]]/page';

export const dynamicParams = false;
