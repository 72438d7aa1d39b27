export { default, generateMetadata, generateStaticParams } from '../../../../../(site)/topic/[id]/[[...page]]/page';

export const dynamicParams = false;
