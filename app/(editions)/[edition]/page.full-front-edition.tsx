export { default, generateMetadata } from '../../(site)/page.full-front';
