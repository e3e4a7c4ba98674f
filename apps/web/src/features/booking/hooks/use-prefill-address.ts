import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useGetProfileQuery } from '../../account';
import { useSession } from '../../auth';
import { addressPrefilled } from '../slice';

/**
 * The signed-in user's saved address, city and postal code fill the address step's empty fields,
 * once per wizard: what the user typed or cleared afterwards stays (docs/booking-rules.md).
 */
export function usePrefillAddress(alreadyPrefilled: boolean): void {
  const dispatch = useDispatch();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn || alreadyPrefilled });
  useEffect(() => {
    if (!alreadyPrefilled && profile) {
      dispatch(addressPrefilled({ address: profile.address, city: profile.city, postalCode: profile.postalCode }));
    }
  }, [alreadyPrefilled, profile, dispatch]);
}
