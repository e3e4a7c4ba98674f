import { Link, type LinkProps } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  // On dark sections.
  outlineLight: 'border border-white text-white hover:bg-white/10',
} as const;

interface ButtonLinkProps extends LinkProps {
  variant?: keyof typeof VARIANTS;
}

/** A link that looks like a button: for calls to action that navigate. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
