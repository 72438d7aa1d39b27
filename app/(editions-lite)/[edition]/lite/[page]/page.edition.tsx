export { default, generateMetadata, generateStaticParams } from '../../../../(lite)/lite/[page]/page';

export const dynamicParams = false;
