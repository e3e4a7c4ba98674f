import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_AUTOCOMPLETE_COUNTRIES } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { usePublicConfig } from '../../public-config';
import { loadPlaceAutocompleteElement, type PlaceSelectEvent } from './load-places';
import { parsePlace, type ParsedAddress } from './parse-place';

const PLACE_FIELDS = ['addressComponents', 'formattedAddress', 'location'];

interface AddressAutocompleteProps {
  onAddress: (address: ParsedAddress) => void;
}

/**
 * Google Places address search above the address fields (restricted to ca, us
 * and fr), filling address, city and postal code. Renders nothing until the API's run-time
 * settings name a Maps key (GOOGLE_MAPS_API_KEY on the server): the plain fields then do the job.
 */
export function AddressAutocomplete({ onAddress }: AddressAutocompleteProps) {
  const apiKey = usePublicConfig()?.googleMapsApiKey;
  if (!apiKey) return null;
  return <PlacesSearch apiKey={apiKey} onAddress={onAddress} />;
}

function PlacesSearch({ apiKey, onAddress }: AddressAutocompleteProps & { apiKey: string }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const onAddressRef = useRef(onAddress);
  useEffect(() => {
    onAddressRef.current = onAddress;
  });

  useEffect(() => {
    let element: HTMLElement | undefined;
    let cancelled = false;
    const onSelect = async (event: Event) => {
      const place = (event as PlaceSelectEvent).placePrediction?.toPlace();
      if (!place) return;
      await place.fetchFields({ fields: PLACE_FIELDS });
      const parsed = parsePlace(place);
      if (parsed) onAddressRef.current(parsed);
    };
    const listener = (event: Event) => void onSelect(event).catch(() => undefined);
    loadPlaceAutocompleteElement(apiKey)
      .then((PlaceAutocompleteElement) => {
        if (cancelled || !container.current) return;
        element = new PlaceAutocompleteElement({
          includedRegionCodes: [...ADDRESS_AUTOCOMPLETE_COUNTRIES],
          requestedLanguage: language,
        });
        element.setAttribute('aria-label', t('autocomplete.label'));
        element.addEventListener('gmp-select', listener);
        container.current.append(element);
      })
      // Maps unavailable (blocked, bad key): the plain fields still work.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      element?.removeEventListener('gmp-select', listener);
      element?.remove();
    };
  }, [apiKey, language, t]);

  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">{t('autocomplete.label')}</p>
      <div ref={container} className="mt-1" />
    </div>
  );
}
