import { useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useFlashMessage } from './use-flash-message';

/**
 * What an account tab says after a save: the server's refusal, or a success message that goes
 * by itself. `clear` at each new attempt.
 */
export function useSaveFeedback<Key extends string>() {
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const flash = useFlashMessage<Key>();
  return {
    serverError,
    success: flash.message,
    succeed: flash.show,
    fail: (error: unknown) => setServerError(error as FetchBaseQueryError | SerializedError),
    clear: () => {
      setServerError(null);
      flash.clear();
    },
  };
}
