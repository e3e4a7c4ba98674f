import { parsePlace, type PlaceAddressComponent } from './parse-place';

const component = (longText: string, types: string[], shortText = longText): PlaceAddressComponent => ({ longText, shortText, types });

describe('address from a Places result (SPEC §3 parsed address)', () => {
  it('reads street number and route, city, a formatted Canadian postal code and the country', () => {
    expect(
      parsePlace({
        addressComponents: [
          component('3575', ['street_number']),
          component('Avenue du Parc', ['route']),
          component('Montréal', ['locality', 'political']),
          component('Québec', ['administrative_area_level_1', 'political'], 'QC'),
          component('Canada', ['country', 'political'], 'CA'),
          component('h2x3p9', ['postal_code']),
        ],
        formattedAddress: '3575 Av. du Parc, Montréal, QC H2X 3P9, Canada',
      }),
    ).toEqual({
      address: '3575 Avenue du Parc',
      city: 'Montréal',
      postalCode: 'H2X 3P9',
      country: 'ca',
      formattedAddress: '3575 Av. du Parc, Montréal, QC H2X 3P9, Canada',
    });
  });

  it('keeps other countries’ postal codes as they are and finds a postal town', () => {
    const parsed = parsePlace({
      addressComponents: [
        component('Rue de Rivoli', ['route']),
        component('Paris', ['postal_town']),
        component('75001', ['postal_code']),
        component('France', ['country'], 'FR'),
      ],
    });
    expect(parsed).toMatchObject({ address: 'Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'fr', formattedAddress: '' });
  });

  it('ignores a place with neither street nor city', () => {
    expect(parsePlace({ addressComponents: [component('Canada', ['country'], 'CA')] })).toBeUndefined();
    expect(parsePlace({})).toBeUndefined();
  });
});
