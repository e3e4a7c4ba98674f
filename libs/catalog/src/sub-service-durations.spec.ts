import { describe, expect, it } from '@jest/globals';
import { getSubServices } from './sub-services.js';
import { SERVICE_IDS } from './catalog.types.js';
import { SUB_SERVICE_DURATION_MINUTES, subServiceDurationMinutes } from './sub-service-durations.js';

describe('sub-service durations', () => {
  it.each(SERVICE_IDS.map((id) => [id] as const))('gives every %s sub-service, and nothing else, a duration', (serviceId) => {
    expect(Object.keys(SUB_SERVICE_DURATION_MINUTES[serviceId]).sort()).toEqual(
      getSubServices(serviceId)
        .map((sub) => sub.id)
        .sort(),
    );
  });

  it('counts whole quarter hours, from 30 minutes to a working day (8 hours)', () => {
    for (const durations of Object.values(SUB_SERVICE_DURATION_MINUTES))
      for (const minutes of Object.values(durations)) {
        expect(minutes % 15).toBe(0);
        expect(minutes).toBeGreaterThanOrEqual(30);
        expect(minutes).toBeLessThanOrEqual(480);
      }
  });

  it('finds a duration only under its own category', () => {
    expect(subServiceDurationMinutes('plumbing', 'leak-repair')).toBe(90);
    expect(subServiceDurationMinutes('moving', 'local-move')).toBe(240);
    expect(subServiceDurationMinutes('handyman', 'leak-repair')).toBeUndefined();
    expect(subServiceDurationMinutes('plumbing', 'toString')).toBeUndefined();
    expect(subServiceDurationMinutes('nope', 'leak-repair')).toBeUndefined();
  });
});
