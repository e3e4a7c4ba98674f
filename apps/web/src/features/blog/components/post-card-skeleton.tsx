import type { BlogView } from '@hm/contracts';

/** A grey placeholder the size of a post card, while the list loads (hidden from screen readers). */
export function PostCardSkeleton({ layout }: { layout: BlogView }) {
  return (
    <div
      aria-hidden="true"
      data-testid="post-card-skeleton"
      className={`flex animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white ${layout === 'list' ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div className={`aspect-video bg-slate-200 ${layout === 'list' ? 'sm:aspect-auto sm:w-64' : ''}`} />
      <div className="flex-1 space-y-3 p-5">
        <div className="h-5 w-24 rounded-full bg-slate-200" />
        <div className="h-6 w-4/5 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}
