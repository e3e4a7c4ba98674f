import { listServices } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import { resources } from '@hm/i18n';

// Structured data (schema.org JSON-LD) the server puts in pages: a blog post's Article
// (blog-post-document.ts) and the services pages' LocalBusiness with the services it offers.

/** Where the services are offered: Montreal. */
export const AREA_SERVED = { '@type': 'City', name: 'Montréal', containedInPlace: { '@type': 'AdministrativeArea', name: 'Québec' } };

/**
 * A JSON-LD script element. The JSON is made safe inside <script>: '<', '>' and '&' become
 * \u escapes (no text can close the element or open a comment), and so do U+2028/U+2029.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/ld+json">${json}</script>`;
}

/** The services pages' LocalBusiness: the bookable services of the catalogue (not the coming-soon ones), in the area served. */
export function servicesJsonLd(origin: string, language: Language, siteName: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: siteName,
    url: `${origin}/`,
    areaServed: AREA_SERVED,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: siteName,
      itemListElement: listServices()
        .filter((service) => service.availability === 'available')
        .map((service) => ({
          '@type': 'Offer',
          // The catalogue's "from" price: per hour or per job (UN/CEFACT codes HUR, E48); none on quote.
          ...(service.priceUnit === 'quote'
            ? {}
            : {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  minPrice: (service.priceCents / 100).toFixed(2),
                  priceCurrency: 'CAD',
                  unitCode: service.priceUnit === 'hour' ? 'HUR' : 'E48',
                },
              }),
          itemOffered: {
            '@type': 'Service',
            name: service.name[language],
            description: service.description[language],
            serviceType: service.name[language],
            areaServed: AREA_SERVED,
            provider: { '@id': `${origin}/#business` },
          },
        })),
    },
  };
}

/** Pages that carry the services' structured data. */
export const SERVICES_PAGES: readonly string[] = ['/services', '/discover-services'];

/** The end of a pre-rendered page's body: the services pages' LocalBusiness, nothing for others. */
export function servicesPageTail(path: string, language: Language, origin: string): string {
  return SERVICES_PAGES.includes(path) ? jsonLdScript(servicesJsonLd(origin, language, resources[language].seo.siteName)) : '';
}
