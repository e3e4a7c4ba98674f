import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/ui/page-container';

interface AuthCardProps {
  title: string;
  lead?: string;
  /** Shown above the card, e.g. why the user was sent to sign in. */
  notice?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other auth pages. */
  footer?: ReactNode;
}

/** The frame of every auth page: a title and one narrow card, centred. */
export function AuthCard({ title, lead, notice, children, footer }: AuthCardProps) {
  return (
    <PageContainer className="py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {lead && <p className="mt-2 text-slate-700">{lead}</p>}
        {notice && <div className="mt-6">{notice}</div>}
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        {footer && <div className="mt-6 text-center text-slate-700">{footer}</div>}
      </div>
    </PageContainer>
  );
}
