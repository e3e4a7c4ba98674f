const LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** Under the wizard's sign-in and sign-up forms: "No account yet? Create an account", and back. */
export function AccountSwitch({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-5 text-sm text-slate-700">
      {question}{' '}
      <button type="button" onClick={onClick} className={LINK_CLASS}>
        {action}
      </button>
    </p>
  );
}
