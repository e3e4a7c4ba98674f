import { makeStore } from './store';
import { sessionEnded } from '../lib/session/session-slice';

describe('the store and the API client loaded on demand', () => {
  it('has no API cache until lib/api is imported, then every store has it, before and after', async () => {
    const early = makeStore();
    expect(early.getState().api).toBeUndefined();
    // A session change before then has no cache to empty, and does not fail.
    early.dispatch(sessionEnded('other-tab'));

    const { api } = await import('../lib/api');
    expect(early.getState().api?.config.reducerPath).toBe('api');
    const late = makeStore();
    expect(late.getState().api?.config.reducerPath).toBe('api');

    // The middleware is in: a query's thunk runs through it and its entry appears in the cache.
    const probe = api.injectEndpoints({ endpoints: (build) => ({ probe: build.query<null, void>({ queryFn: () => ({ data: null }) }) }) });
    const query = early.dispatch(probe.endpoints.probe.initiate());
    await query;
    query.unsubscribe();
    expect(Object.values(early.getState().api?.queries ?? {}).map((entry) => entry?.status)).toEqual(['fulfilled']);
    // Signing out empties it.
    early.dispatch(sessionEnded('other-tab'));
    expect(Object.keys(early.getState().api?.queries ?? {})).toHaveLength(0);
  });
});
