export { default, generateMetadata } from '../../../(lite)/lite/page';
