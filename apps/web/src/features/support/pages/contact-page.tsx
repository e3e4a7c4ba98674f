import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FeatureIcon } from '../../marketing';
import { formatPhone } from '@hm/contracts';
import { usePublicContact } from '../../public-config';
import { ContactForm } from '../../public-forms';
import { ChatMethodButton } from '../components/chat-method-button';

const FORM_ID = 'contact-form';
const METHOD_LINK =
  'mt-auto inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-center font-semibold break-all text-white hover:bg-brand-800';

/** /contact: call, e-mail and chat, links to the FAQ and the form, and the contact form. */
export function ContactPage() {
  const title = usePageTitle('contact');
  const { t } = useTranslation('site');
  const methodsId = useId();
  // Settings of the operator: a way of reaching the team that is not set is not shown.
  const contact = usePublicContact();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('contact.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.faq.getHref()} variant="secondary">
              {t('contact.toFaq')}
            </ButtonLink>
            <a
              href={`#${FORM_ID}`}
              onClick={(event) => {
                event.preventDefault();
                const form = document.getElementById(FORM_ID);
                const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
                form?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
                form?.focus({ preventScroll: true });
              }}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('contact.toForm')}
            </a>
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby={methodsId}>
        <PageContainer className="py-12">
          <h2 id={methodsId} className="text-2xl font-bold text-slate-900">
            {t('contact.methodsTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {contact.phone && (
              <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5">
                <FeatureIcon name="phone" className="size-7 text-brand-700" />
                <h3 className="text-lg font-semibold text-slate-900">{t('contact.call.title')}</h3>
                <p className="text-sm text-slate-600">{t('contact.call.text')}</p>
                <a href={`tel:${contact.phone}`} className={METHOD_LINK}>
                  {formatPhone(contact.phone)}
                </a>
              </li>
            )}
            {contact.email && (
              <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5">
                <FeatureIcon name="mail" className="size-7 text-brand-700" />
                <h3 className="text-lg font-semibold text-slate-900">{t('contact.email.title')}</h3>
                <p className="text-sm text-slate-600">{t('contact.email.text')}</p>
                <a href={`mailto:${contact.email}`} className={METHOD_LINK}>
                  {contact.email}
                </a>
              </li>
            )}
            <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-5">
              <FeatureIcon name="chat" className="size-7 text-brand-700" />
              <h3 className="text-lg font-semibold text-slate-900">{t('contact.chat.title')}</h3>
              <p className="text-sm text-slate-600">{t('contact.chat.text')}</p>
              <ChatMethodButton className={METHOD_LINK}>{t('contact.chat.action')}</ChatMethodButton>
            </li>
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby={`${FORM_ID}-title`} className="bg-slate-50">
        <PageContainer className="py-12 sm:py-16">
          <div id={FORM_ID} tabIndex={-1} className="mx-auto max-w-2xl scroll-mt-20 outline-none">
            <h2 id={`${FORM_ID}-title`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('contact.formTitle')}
            </h2>
            <p className="mt-2 text-slate-600">{t('contact.formLead')}</p>
            <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
              <ContactForm />
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
