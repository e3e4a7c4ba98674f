import { useEffect, useSyncExternalStore } from 'react';
import type { Language } from '@hm/contracts';

// What a page says about itself beyond its route's defaults: a title made from its data (a post's
// title, a booking number) and, optionally, a description. Pages call useDocumentTitle or
// usePageMeta; RouteHead (mounted once, in the root layout) renders the <head> tags from it.

export interface HeadOverride {
  title?: string;
  description?: string;
  /**
   * A page whose language versions live at their own addresses (a blog post and its translation):
   * those versions, the page itself among them, instead of the route's `?lang=` versions; empty for none.
   */
  alternates?: readonly PageVersion[];
  /** 'article' for a blog post; the route's 'website' otherwise. */
  ogType?: 'article';
}

export interface PageVersion {
  language: Language;
  /** Its path on the site, e.g. /blog/some-post. */
  path: string;
}

let entries: { id: number; value: HeadOverride }[] = [];
const NO_OVERRIDE: HeadOverride = {};
let snapshot: HeadOverride = NO_OVERRIDE;
let nextId = 0;
let routeHeads = 0;
const listeners = new Set<() => void>();

function publish(): void {
  // The latest entry wins field by field: a page's effect runs after its parents' (children first on mount).
  snapshot = entries.reduce<HeadOverride>((merged, { value }) => ({ ...merged, ...stripUndefined(value) }), {});
  for (const listener of listeners) listener();
}

const stripUndefined = (value: HeadOverride): HeadOverride =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as HeadOverride;

/** Adds an override until the returned function is called (a component's effect clean-up). */
export function pushHeadOverride(value: HeadOverride): () => void {
  const id = ++nextId;
  entries = [...entries, { id, value }];
  publish();
  return () => {
    entries = entries.filter((entry) => entry.id !== id);
    publish();
  };
}

/** The override in force now. */
export function readHeadOverride(): HeadOverride {
  return snapshot;
}

export function useHeadOverride(): HeadOverride {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    // Pre-rendering and hydration: no page has said anything yet (they do so in effects).
    () => NO_OVERRIDE,
  );
}

/** Whether a RouteHead renders the head right now (not the case on the root error screen). */
export function isRouteHeadMounted(): boolean {
  return routeHeads > 0;
}

export function useRouteHeadMounted(): void {
  useEffect(() => {
    routeHeads += 1;
    return () => {
      routeHeads -= 1;
    };
  }, []);
}
