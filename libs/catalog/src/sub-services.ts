import { SERVICE_IDS, type ServiceId, type SubService } from './catalog.types.js';
import { isServiceId } from './catalog.js';
import { SUB_SERVICES_BY_SERVICE } from './sub-services.data.js';

// Apart from the services (catalog.ts): a page that lists the services (the landing page) does not
// carry every sub-service's names, descriptions and prices.
const SUB_SERVICES: ReadonlyMap<ServiceId, readonly SubService[]> = new Map(
  SERVICE_IDS.map((serviceId) => [
    serviceId,
    Object.freeze(SUB_SERVICES_BY_SERVICE[serviceId].map((data) => Object.freeze({ ...data, serviceId }))),
  ]),
);

/** The sub-services of a category, in catalogue order; [] for an unknown category. */
export function getSubServices(serviceId: string): readonly SubService[] {
  return isServiceId(serviceId) ? (SUB_SERVICES.get(serviceId) ?? []) : [];
}

/** The sub-service only if it belongs to that category, as a booking requires. */
export function getSubService(serviceId: string, subServiceId: string): SubService | undefined {
  return getSubServices(serviceId).find((sub) => sub.id === subServiceId);
}
