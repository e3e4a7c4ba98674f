import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { addDays, todayInToronto } from '@hm/contracts';
import { renderApp } from '../../../test/render-app';
import { BookServicePage } from './book-service-page';

function Page() {
  const location = useLocation();
  return (
    <>
      <BookServicePage />
      <output aria-label="address">{location.pathname + location.search}</output>
    </>
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('/book-service', () => {
  it('opens the wizard on the service and the day of a link (the assistant’s), then keeps its own address', async () => {
    const day = addDays(todayInToronto(), 3);
    const { store } = await renderApp(<Page />, { route: `/book-service?service=cleaning&date=${day}` });
    await waitFor(() => expect(address()).toBe('/book-service'));
    expect(store.getState().booking).toMatchObject({ open: true, entry: 'category', step: 'subService', serviceId: 'cleaning', date: day });
  });

  it('ignores a day outside the wizard’s 30, or not a date, and a service that cannot be booked', async () => {
    const far = addDays(todayInToronto(), 30);
    const outside = await renderApp(<Page />, { route: `/book-service?service=cleaning&date=${far}` });
    await waitFor(() => expect(outside.store.getState().booking).toMatchObject({ open: true, serviceId: 'cleaning', date: '' }));
    outside.unmount();
    const invalid = await renderApp(<Page />, { route: '/book-service?service=cleaning&date=2026-02-30' });
    await waitFor(() => expect(invalid.store.getState().booking).toMatchObject({ serviceId: 'cleaning', date: '' }));
    invalid.unmount();
    const comingSoon = await renderApp(<Page />, { route: `/book-service?service=electrical&date=${addDays(todayInToronto(), 1)}` });
    await waitFor(() =>
      expect(comingSoon.store.getState().booking).toMatchObject({ open: true, entry: 'picker', serviceId: null, date: '' }),
    );
  });
});
