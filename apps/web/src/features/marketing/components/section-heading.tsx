import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Centred text (stand-alone sections) or left-aligned. */
  center?: boolean;
  /** White text on dark sections. */
  onDark?: boolean;
}

/** A section's h2 and its lead paragraph, the same on every marketing page. */
export function SectionHeading({ id, title, lead, center = false, onDark = false }: SectionHeadingProps) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className={`text-2xl font-bold tracking-tight sm:text-3xl ${onDark ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {lead && <p className={`mt-3 text-lg ${onDark ? 'text-slate-200' : 'text-slate-600'}`}>{lead}</p>}
    </div>
  );
}
