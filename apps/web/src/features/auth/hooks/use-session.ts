/**
 * Who is signed in. Accounts do not exist yet, so everyone is signed out.
 * TODO(accounts issue): read the session from the API through an RTK Query endpoint
 * injected by features/auth, and add `{ status: 'loading' }` and
 * `{ status: 'signed-in'; user }` so the header shows the user menu.
 */
export type Session = { status: 'signed-out' };

const SIGNED_OUT: Session = { status: 'signed-out' };

export function useSession(): Session {
  return SIGNED_OUT;
}
