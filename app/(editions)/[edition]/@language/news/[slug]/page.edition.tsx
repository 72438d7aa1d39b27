export { default } from '../../../../../(site)/@language/news/[slug]/page';
