import * as Accordion from '@radix-ui/react-accordion';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** One list of questions (FAQ): one answer open at a time; a second click closes it. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          {/* An h3 under the list's h2. */}
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50">
              {item.question}
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-700">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
