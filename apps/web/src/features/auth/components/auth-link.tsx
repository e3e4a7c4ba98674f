import { Link, type LinkProps } from 'react-router';

/** A text link of the auth pages ('Forgot your password?', 'Sign up'). */
export function AuthLink({ className = '', ...props }: LinkProps) {
  return (
    <Link className={`rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`} {...props} />
  );
}
