import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { wizardOpened } from '../slice';
import { rememberOpener } from '../wizard-opener';

/**
 * Opens the booking wizard: for a category (`serviceId`), or with the category picker
 * first (null). Focus goes back to the element that had it when the wizard closes.
 */
export function useOpenBooking(): (serviceId: string | null) => void {
  const dispatch = useDispatch();
  return useCallback(
    (serviceId: string | null) => {
      rememberOpener(document.activeElement);
      dispatch(wizardOpened({ serviceId }));
    },
    [dispatch],
  );
}
