import type { ReactNode } from 'react';

interface ChatMessageBubbleProps {
  role: 'user' | 'assistant';
  /** Who speaks, for screen readers ('Vous', 'Assistant'). */
  label: string;
  text: string;
  failed?: boolean;
  /** Under the text: the booking button or "Notify me". */
  action?: ReactNode;
}

/** One turn of the conversation; the visitor's on the right, the assistant's on the left. */
export function ChatMessageBubble({ role, label, text, failed = false, action }: ChatMessageBubbleProps) {
  const mine = role === 'user';
  const tone = mine
    ? 'bg-brand-700 text-white'
    : failed
      ? 'border border-amber-200 bg-amber-50 text-amber-900'
      : 'bg-slate-100 text-slate-900';
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-relaxed whitespace-pre-line ${tone}`}>
        <span className="sr-only">{label}: </span>
        {text}
      </div>
      {action}
    </li>
  );
}
