import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { wizardOpened } from '../slice';
import { rememberOpener } from '../wizard-opener';

/**
 * Opens the booking wizard: for a category (`serviceId`), or with the category picker
 * first (null); with `date` ('YYYY-MM-DD', checked by the caller) already chosen. Focus goes back
 * to the element that had it when the wizard closes.
 */
export function useOpenBooking(): (serviceId: string | null, date?: string) => void {
  const dispatch = useDispatch();
  return useCallback(
    (serviceId: string | null, date?: string) => {
      rememberOpener(document.activeElement);
      dispatch(wizardOpened({ serviceId, date }));
    },
    [dispatch],
  );
}
