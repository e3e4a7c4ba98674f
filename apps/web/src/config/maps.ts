// Google Maps Platform key for address autocomplete in the booking wizard (issue: Booking).
// Set at build time (VITE_GOOGLE_MAPS_API_KEY, the web build's spelling of
// GOOGLE_MAPS_API_KEY); without it the wizard offers plain address fields.
const raw: unknown = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;

export const mapsConfig = {
  googleMapsApiKey: typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined,
} as const;
