export { default, generateMetadata } from '../../../(site)/search/page';
