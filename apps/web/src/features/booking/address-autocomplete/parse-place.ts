import { formatCanadianPostalCode } from '@hm/contracts';

// The parsed address, from a Google Places (New) place: street number plus route,
// city, postal code, country and the formatted address.

export interface PlaceAddressComponent {
  longText: string | null;
  shortText: string | null;
  types: readonly string[];
}

export interface PlaceDetails {
  addressComponents?: readonly PlaceAddressComponent[] | null;
  formattedAddress?: string | null;
}

export interface ParsedAddress {
  address: string;
  city: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, lower-case ('ca'). */
  country: string;
  formattedAddress: string;
}

// The first type found names the city: Montreal is a locality; some places only have a
// postal town or a sub-locality.
const CITY_TYPES = ['locality', 'postal_town', 'sublocality', 'administrative_area_level_3'] as const;

/** An address with neither a street nor a city is ignored (undefined). */
export function parsePlace(place: PlaceDetails): ParsedAddress | undefined {
  const components = place.addressComponents ?? [];
  const find = (type: string, text: 'longText' | 'shortText' = 'longText'): string =>
    components.find((component) => component.types.includes(type))?.[text]?.trim() ?? '';
  const street = [find('street_number'), find('route')].filter(Boolean).join(' ');
  const city = CITY_TYPES.map((type) => find(type)).find(Boolean) ?? '';
  if (street === '' && city === '') return undefined;
  const country = find('country', 'shortText').toLowerCase();
  const postalCode = find('postal_code');
  return {
    address: street,
    city,
    postalCode: country === 'ca' ? formatCanadianPostalCode(postalCode) : postalCode,
    country,
    formattedAddress: place.formattedAddress?.trim() ?? '',
  };
}
