import { LOGO_PATH, LOGO_SIZE } from './images';
import { absoluteUrl, routes } from './routes';
import { siteConfig } from './site';

/**
 * The publisher, as news search reads it: a news organisation with its policies (Trust Project
 * indicators), each a section of the About or Contact page (`siteConfig.policies`).
 */
export function newsMediaOrganization() {
  return {
    '@type': 'NewsMediaOrganization',
    '@id': absoluteUrl(`${routes.home()}#publisher`),
    name: siteConfig.name,
    url: absoluteUrl(routes.home()),
    logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    ...Object.fromEntries(
      Object.entries(siteConfig.policies).map(([policy, section]) => [policy, absoluteUrl(routes.pageSection(section))]),
    ),
  };
}

/**
 * The publisher on its own, as every page carries it (in the footer, which runs in the browser too:
 * this module is kept apart from lib/structured-data.ts so the browser loads only this much of it).
 */
export function publisher() {
  return { '@context': 'https://schema.org', ...newsMediaOrganization() };
}
