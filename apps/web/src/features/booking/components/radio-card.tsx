import type { InputHTMLAttributes, ReactNode } from 'react';

interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  children: ReactNode;
  /** Shown on the right: a price, a badge. */
  aside?: ReactNode;
}

/** A native radio button laid out as a card, so the whole card is the click target. */
export function RadioCard({ children, aside, disabled, className = '', ...input }: RadioCardProps) {
  return (
    <label
      className={`flex items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 ${
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer hover:border-brand-500'
      } ${className}`}
    >
      <input type="radio" disabled={disabled} className="mt-1 size-5 shrink-0 accent-brand-700" {...input} />
      <span className="min-w-0 flex-1">{children}</span>
      {aside && <span className="shrink-0 text-right text-sm">{aside}</span>}
    </label>
  );
}
