export { default, generateMetadata } from '../../../(site)/corrections/page';
