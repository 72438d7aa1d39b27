export { default, generateMetadata } from '../../(lite)/page.crisis';
