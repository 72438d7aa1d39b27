export { default, generateMetadata, generateStaticParams } from '../../../../(site)/opinion/[[...page]]/page';

export const dynamicParams = false;
