export { default, generateMetadata } from '../../../(site)/saved/page';
