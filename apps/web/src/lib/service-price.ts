import { formatPrice, type PriceUnit, type Service, type SubServicePriceKind } from '@hm/catalog';
import type { Language } from '@hm/contracts';

// A category's price is where its sub-services start: 'From $90', 'À partir de 60 $/h'.
const FROM_PRICE: Readonly<Record<PriceUnit, SubServicePriceKind>> = { hour: 'from_hour', job: 'from_job', quote: 'quote' };

export function serviceFromPrice(service: Service, language: Language): string {
  return formatPrice(service.priceCents, FROM_PRICE[service.priceUnit], language);
}
