import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate } from '../../booking';
import { ComingSoonNotify } from '../../services';
import type { ReplyAction } from '../reply-action';

interface ChatReplyActionProps {
  action: ReplyAction;
  /** Opens the wizard on the service (null: the category picker), the day chosen when there is one. */
  onBook: (serviceId: string | null, date: string | null) => void;
}

/** Under an assistant reply: "Book a professional" (naming the day it opens on), or a coming-soon service's "Notify me". */
export function ChatReplyAction({ action, onBook }: ChatReplyActionProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  if (action.kind === 'notify') {
    return (
      <div className="mt-2">
        <Suspense fallback={null}>
          <ComingSoonNotify service={action.service} />
        </Suspense>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onBook(action.serviceId, action.date)}
      className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      {action.date ? t('bookProOn', { date: formatBookingDate(action.date, language) }) : t('bookPro')}
    </button>
  );
}
