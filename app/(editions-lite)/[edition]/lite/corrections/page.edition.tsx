export { default, generateMetadata } from '../../../../(lite)/lite/corrections/page';
