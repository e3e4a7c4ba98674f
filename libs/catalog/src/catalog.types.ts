import type { Language } from '@hm/contracts';

/** In the product's order, which is the order every list of services shows. */
export const SERVICE_IDS = ['handyman', 'plumbing', 'cleaning', 'moving', 'electrical', 'painting', 'landscaping', 'wellbeing'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export type LocalizedText = Readonly<Record<Language, string>>;

/** What a service's from-price is counted in. */
export type PriceUnit = 'hour' | 'job' | 'quote';
/** How a sub-service's indicative price reads: "from 60 $/h", "from 120 $", "on quote". */
export type SubServicePriceKind = 'from_hour' | 'from_job' | 'quote';
export type PriceKind = PriceUnit | SubServicePriceKind;

/** Whether a category can be booked now or only joined on the waitlist (Discover page). */
export type ServiceAvailability = 'available' | 'coming_soon';

/** Tailwind colour names; the web builds classes such as bg-{color}-100 from them. */
export type ServiceColor = 'blue' | 'cyan' | 'green' | 'orange' | 'yellow' | 'purple' | 'emerald' | 'pink';

export interface Service {
  id: ServiceId;
  name: LocalizedText;
  description: LocalizedText;
  /** The "from" price, in CAD cents. */
  priceCents: number;
  priceUnit: PriceUnit;
  popular: boolean;
  color: ServiceColor;
  /** Words people type when looking for the service, synonyms included. */
  keywords: Readonly<Record<Language, readonly string[]>>;
  availability: ServiceAvailability;
}

export interface SubService {
  /** Unique across the whole catalogue, so it alone names a sub-service. */
  id: string;
  serviceId: ServiceId;
  name: LocalizedText;
  description: LocalizedText;
  /** Indicative price in CAD cents; null when the price is given on quote. */
  priceCents: number | null;
  priceKind: SubServicePriceKind;
}
