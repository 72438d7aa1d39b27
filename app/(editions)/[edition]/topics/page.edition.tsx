export { default, generateMetadata } from '../../../(site)/topics/page';
