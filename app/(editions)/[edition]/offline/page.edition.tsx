export { default, generateMetadata } from '../../../(site)/offline/page';
