import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_HONEYPOT_FIELD } from '@hm/contracts';

/**
 * A field only bots fill (contract: PUBLIC_FORM_HONEYPOT_FIELD). Off-screen rather than
 * display:none, which some bots skip; hidden from assistive technology, out of the tab
 * order and never autofilled, so no person sends anything in it.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('forms');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        {t('fields.honeypot')}
        <input ref={inputRef} type="text" name={PUBLIC_FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
