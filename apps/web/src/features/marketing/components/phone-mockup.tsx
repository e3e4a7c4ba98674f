import type { ReactNode } from 'react';

/**
 * A phone drawn in CSS (no image to download). Announced as one picture with `label`; what is
 * inside is decoration for sighted visitors.
 */
export function PhoneMockup({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="img" aria-label={label} className={`mx-auto w-64 shrink-0 ${className}`}>
      <div className="relative rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl">
        <div aria-hidden="true" className="absolute top-0 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-b-2xl bg-slate-900" />
        <div className="flex min-h-[26rem] flex-col overflow-hidden rounded-[1.9rem] bg-slate-50 px-4 pt-8 pb-5">{children}</div>
      </div>
    </div>
  );
}
