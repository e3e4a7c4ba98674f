import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading whose level fits where the component is placed (page section, dashboard row). */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
