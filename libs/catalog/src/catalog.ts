import type { Service, ServiceId } from './catalog.types.js';
import { SERVICES } from './services.data.js';

const SERVICES_BY_ID = new Map<string, Service>(SERVICES.map((service) => [service.id, service]));

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
