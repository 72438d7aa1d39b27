export { default, generateMetadata, generateStaticParams } from '../../../../../(site)/category/[id]/[[...page]]/page';

export const dynamicParams = false;
