import { paths } from '@hm/contracts';
import { wizardStartFrom } from './wizard-start';

// Thursday 3 December 2026, 22:30 in Montreal (already the 4th in UTC).
const NOW = new Date('2026-12-04T03:30:00Z');
const start = (href: string) => wizardStartFrom(new URL(href, 'https://homemate.example').searchParams, NOW);

describe('the wizard opened from a link', () => {
  it('opens on the service and the day of the link the assistant makes', () => {
    expect(start(paths.bookService.getHref({ service: 'cleaning', date: '2026-12-08' }))).toEqual({
      serviceId: 'cleaning',
      date: '2026-12-08',
    });
    expect(start(paths.bookService.getHref({ service: 'plumbing' }))).toEqual({ serviceId: 'plumbing', date: null });
  });

  it("takes today and the wizard's last day in Montreal, and ignores a day outside them or not a date", () => {
    expect(start('/book-service?service=cleaning&date=2026-12-03')?.date).toBe('2026-12-03');
    expect(start('/book-service?service=cleaning&date=2027-01-01')?.date).toBe('2027-01-01');
    expect(start('/book-service?service=cleaning&date=2026-12-02')).toEqual({ serviceId: 'cleaning', date: null });
    expect(start('/book-service?service=cleaning&date=2027-01-02')).toEqual({ serviceId: 'cleaning', date: null });
    expect(start('/book-service?service=cleaning&date=2026-02-30')).toEqual({ serviceId: 'cleaning', date: null });
    expect(start('/book-service?service=cleaning&date=tomorrow')).toEqual({ serviceId: 'cleaning', date: null });
  });

  it('opens on nothing for a service that cannot be booked now, or none', () => {
    expect(start('/book-service?service=electrical&date=2026-12-08')).toBeNull();
    expect(start('/book-service?service=roofing')).toBeNull();
    expect(start('/book-service?date=2026-12-08')).toBeNull();
    expect(start('/book-service')).toBeNull();
  });
});
