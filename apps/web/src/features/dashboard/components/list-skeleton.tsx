/** Grey blocks where the rows will be; hidden from screen readers, which hear the loading text instead. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex animate-pulse items-center gap-4">
          <div className="h-5 w-32 rounded bg-slate-200" />
          <div className="h-5 flex-1 rounded bg-slate-100" />
          <div className="hidden h-5 w-24 rounded bg-slate-100 sm:block" />
          <div className="h-6 w-20 rounded-full bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
