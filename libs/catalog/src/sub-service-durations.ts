import type { ServiceId } from './catalog.types.js';
import { getSubService } from './sub-services.js';

// How long a visit of each sub-service takes its pro, in minutes (docs/booking-rules.md "Free
// slots"), travel excluded (JOB_TRAVEL_BUFFER_MINUTES in @hm/contracts is added after each job).
// A typical visit, not a promise: a quote visit counts the time to assess the work. Kept apart from
// sub-services.data.ts, which the landing page loads, so that only the code that needs durations
// carries them; catalog.spec.ts checks every sub-service has one.
export const SUB_SERVICE_DURATION_MINUTES: Readonly<Record<ServiceId, Readonly<Record<string, number>>>> = {
  handyman: {
    'general-repairs': 120,
    'furniture-assembly': 120,
    'shelf-installation': 90,
    'door-window-repair': 90,
    'painting-work': 180,
  },
  plumbing: {
    'leak-repair': 90,
    'drain-unclogging': 60,
    'faucet-installation': 90,
    'toilet-repair': 60,
    'dishwasher-installation': 120,
  },
  cleaning: {
    'deep-cleaning': 240,
    'regular-cleaning': 180,
    'post-move-cleaning': 300,
    'window-cleaning': 120,
    'carpet-cleaning': 120,
  },
  moving: {
    'local-move': 240,
    'long-distance-move': 480,
    'packing-only': 180,
    'apartment-move': 300,
    'house-move': 480,
  },
  electrical: {
    'outlet-installation': 60,
    'lighting-installation': 90,
    'circuit-repair': 120,
    'fan-installation': 90,
    'code-compliance': 120,
  },
  painting: {
    'interior-painting': 480,
    'exterior-painting': 480,
    'surface-preparation': 240,
    'furniture-painting': 180,
    'wall-decoration': 180,
  },
  landscaping: {
    'lawn-mowing': 60,
    'hedge-trimming': 120,
    planting: 120,
    'garden-cleanup': 180,
    'landscape-design': 90,
  },
  wellbeing: {
    'therapeutic-massage': 60,
    'beauty-care': 60,
    'home-hairdressing': 60,
    'private-yoga': 60,
    'nursing-care': 60,
  },
};

/** The duration of a sub-service of that category, in minutes; undefined when it is not one of its sub-services. */
export function subServiceDurationMinutes(serviceId: string, subServiceId: string): number | undefined {
  if (!getSubService(serviceId, subServiceId)) return undefined;
  return SUB_SERVICE_DURATION_MINUTES[serviceId as ServiceId][subServiceId];
}
