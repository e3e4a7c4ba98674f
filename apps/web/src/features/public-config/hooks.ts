import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PublicConfigView, PublicContact, PublicFiguresView } from '@hm/contracts';
import { useHydrated } from '../../hooks/use-hydrated';

/*
 * Every page's footer and the landing page's search show these; the API client (lib/api.ts) is not
 * needed for a page to show (lib/api-loading.ts). The hooks load it with this feature's endpoints
 * once the page is live, then subscribe as RTK Query's own hooks do.
 *
 * Pre-rendered pages are rendered without the API's answers. While React hydrates one, the hooks
 * answer as the pre-render did (undefined), even when the answer is already in the cache (another
 * part of the page asked first): a different text would be a hydration error.
 */

type Endpoints = (typeof import('./api'))['publicConfigApi']['endpoints'];
type EndpointName = keyof Endpoints;
type DataOf<N extends EndpointName> = N extends 'getPublicConfig' ? PublicConfigView : PublicFiguresView;

let endpoints: Endpoints | undefined;
let loading: Promise<Endpoints> | undefined;
const loadEndpoints = (): Promise<Endpoints> =>
  (loading ??= import('./api').then((module) => (endpoints = module.publicConfigApi.endpoints)));

/** api.ts calls it when evaluated: a page that mounts after that reads the cache at its first render. */
export function publicConfigEndpointsLoaded(loaded: Endpoints): void {
  endpoints = loaded;
}

interface Subscription {
  unsubscribe: () => void;
}

function usePublicQuery<N extends EndpointName>(name: N): DataOf<N> | undefined {
  const hydrated = useHydrated();
  const dispatch = useDispatch() as (thunk: unknown) => Subscription;
  const [loaded, setLoaded] = useState(endpoints);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void loadEndpoints().then((ready) => mounted && setLoaded(ready));
    return () => {
      mounted = false;
    };
  }, [loaded]);
  useEffect(() => {
    if (!loaded) return;
    const subscription = dispatch(loaded[name].initiate());
    return () => subscription.unsubscribe();
  }, [loaded, name, dispatch]);
  const data = useSelector((state: Record<string, unknown>) => {
    if (!loaded) return undefined;
    const select = loaded[name].select() as (state: unknown) => { data?: unknown };
    return select(state).data as DataOf<N> | undefined;
  });
  return hydrated ? data : undefined;
}

/** The run-time settings (`GET /api/public-config`); undefined while loading and while hydrating. */
export function usePublicConfig(): PublicConfigView | undefined {
  return usePublicQuery('getPublicConfig');
}

/** The marketing figures (`GET /api/public-figures`); undefined while loading and while hydrating. */
export function usePublicFigures(): PublicFiguresView | undefined {
  return usePublicQuery('getPublicFigures');
}

const NO_CONTACT: PublicContact = { email: null, phone: null };

/**
 * The support e-mail and phone the operator set (docs/public-figures.md), each null when not set;
 * both null until the settings arrive (pre-rendered pages show neither, and hydrate the same).
 */
export function usePublicContact(): PublicContact {
  return usePublicConfig()?.contact ?? NO_CONTACT;
}
