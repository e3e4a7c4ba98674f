import { forwardRef, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@hm/contracts';

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** While a reply is pending. */
  disabled: boolean;
  error: string | null;
}

/** The text field and send button. Enter sends; Shift+Enter starts a new line. */
export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSubmit, disabled, error },
  ref,
) {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const errorId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  const empty = value.trim() === '';
  return (
    <form
      className="border-t border-slate-200 px-4 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {error && (
        <p id={errorId} role="alert" className="mb-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('inputLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={inputId}
          rows={2}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          // A little over the limit can be typed, so a paste is not silently cut; sending says why not.
          maxLength={CHAT_MESSAGE_MAX_LENGTH + 100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500"
        />
        <button
          type="submit"
          disabled={disabled || empty}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t('send')}
        </button>
      </div>
    </form>
  );
});
