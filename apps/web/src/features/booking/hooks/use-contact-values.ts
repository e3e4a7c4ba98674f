import { useGetProfileQuery } from '../../account';
import { useSession } from '../../auth';
import { resolveContact, type ContactValues } from '../booking-request';
import type { ContactDraft } from '../wizard-state';

/**
 * The contact details to book with: what the user typed, else their profile (GET /api/me,
 * the account feature's endpoint), else the session's user.
 */
export function useContactValues(draft: ContactDraft): { contact: ContactValues; profileLoading: boolean } {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: profile, isLoading } = useGetProfileQuery(undefined, { skip: !signedIn });
  const contact = resolveContact(draft, profile ?? {}, signedIn ? session.user : {});
  return { contact, profileLoading: signedIn && isLoading };
}
