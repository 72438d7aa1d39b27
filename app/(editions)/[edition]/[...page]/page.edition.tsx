export { default, generateMetadata, generateStaticParams } from '../../../(site)/[...page]/page';

export const dynamicParams = false;
