export { default } from '../../../(site)/@language/default';
