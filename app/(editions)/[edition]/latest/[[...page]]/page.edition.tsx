export { default, generateMetadata, generateStaticParams } from '../../../../(site)/latest/[[...page]]/page';

export const dynamicParams = false;
