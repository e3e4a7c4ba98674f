import type { PlaceDetails } from './parse-place';

// The few parts of the Maps JavaScript API the autocomplete uses (no @types/google.maps
// for one element), loaded with Google's documented bootstrap: a script whose callback
// says the API is ready, then importLibrary('places').

export interface PlacePrediction {
  toPlace(): PlaceDetails & { fetchFields(options: { fields: string[] }): Promise<unknown> };
}

export type PlaceSelectEvent = Event & { placePrediction?: PlacePrediction };

export interface PlaceAutocompleteElementOptions {
  includedRegionCodes: string[];
  requestedLanguage: string;
}

export type PlaceAutocompleteElementConstructor = new (options: PlaceAutocompleteElementOptions) => HTMLElement;

interface MapsNamespace {
  importLibrary(name: 'places'): Promise<{ PlaceAutocompleteElement: PlaceAutocompleteElementConstructor }>;
}

declare global {
  interface Window {
    google?: { maps?: MapsNamespace };
    __hmMapsReady?: () => void;
  }
}

let loading: Promise<MapsNamespace> | undefined;

function loadMaps(apiKey: string): Promise<MapsNamespace> {
  loading ??= new Promise<MapsNamespace>((resolve, reject) => {
    const existing = window.google?.maps;
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    const params = new URLSearchParams({ key: apiKey, loading: 'async', callback: '__hmMapsReady', v: 'weekly' });
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    window.__hmMapsReady = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('Google Maps loaded without google.maps'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export async function loadPlaceAutocompleteElement(apiKey: string): Promise<PlaceAutocompleteElementConstructor> {
  const maps = await loadMaps(apiKey);
  const { PlaceAutocompleteElement } = await maps.importLibrary('places');
  return PlaceAutocompleteElement;
}
