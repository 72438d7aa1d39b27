export { default, generateMetadata } from '../../../../(lite)/lite/topics/page';
