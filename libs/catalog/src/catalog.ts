import { SERVICE_IDS, type Service, type ServiceId, type SubService } from './catalog.types.js';
import { SERVICES } from './services.data.js';
import { SUB_SERVICES_BY_SERVICE } from './sub-services.data.js';

const SERVICES_BY_ID = new Map<string, Service>(SERVICES.map((service) => [service.id, service]));

const SUB_SERVICES: ReadonlyMap<ServiceId, readonly SubService[]> = new Map(
  SERVICE_IDS.map((serviceId) => [
    serviceId,
    Object.freeze(SUB_SERVICES_BY_SERVICE[serviceId].map((data) => Object.freeze({ ...data, serviceId }))),
  ]),
);

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && SERVICES_BY_ID.has(value);
}

/** Every service, in catalogue order. */
export function listServices(): readonly Service[] {
  return SERVICES;
}

/** A known id always has a service; an id from a URL or a request may not. */
export function getService(id: ServiceId): Service;
export function getService(id: string): Service | undefined;
export function getService(id: string): Service | undefined {
  return SERVICES_BY_ID.get(id);
}

/** The sub-services of a category, in catalogue order; [] for an unknown category. */
export function getSubServices(serviceId: string): readonly SubService[] {
  return isServiceId(serviceId) ? (SUB_SERVICES.get(serviceId) ?? []) : [];
}

/** The sub-service only if it belongs to that category, as a booking requires. */
export function getSubService(serviceId: string, subServiceId: string): SubService | undefined {
  return getSubServices(serviceId).find((sub) => sub.id === subServiceId);
}
