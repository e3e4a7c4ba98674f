import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SessionUser } from '@hm/contracts';
import { selectAuth } from '../../../lib/session/session-slice';

/** Who is signed in, in this tab. 'loading' until the first load has tried to restore the session. */
export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export function useSession(): Session {
  const auth = useSelector(selectAuth);
  return useMemo(() => (auth.status === 'signed-in' ? { status: 'signed-in', user: auth.user } : { status: auth.status }), [auth]);
}
