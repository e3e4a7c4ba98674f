/** Where the API answers, on the site's own origin (the dev server proxies it). */
export const API_BASE_URL = '/api';
