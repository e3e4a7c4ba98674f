import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FormAlert } from '../../../components/ui/form-alert';
import { specificApiErrorKey } from '../../../lib/api-error';

/** Why a save was refused: the error's own message when it says more than "failed", else `fallback`. */
export function SaveFailure({ error, fallback }: { error: FetchBaseQueryError | SerializedError | null; fallback: string }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const errorKey = specificApiErrorKey(error);
  return (
    <FormAlert tone="error" focusOnShow>
      {errorKey ? t(errorKey) : fallback}
    </FormAlert>
  );
}
