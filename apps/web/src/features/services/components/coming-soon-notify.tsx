import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { Service } from '@hm/catalog';
import { bookingPostalCodeError, postalArea, publicFormEmailError, WaitlistStatus, type ServiceAreaWaitlistResponse } from '@hm/contracts';
import { EmailField, PostalCodeField } from '../../../components/ui/contact-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useSession } from '../../auth';
import { fieldErrorKeyOf } from '../../booking';
import { useJoinServiceAreaWaitlistMutation } from '../../service-areas';

interface Values {
  email: string;
  postalCode: string;
}

/**
 * A coming-soon service's "Notify me": a dialog asking an e-mail and a postal code, stored on the
 * service-area waitlist (e-mail, area, service, language) and told once, when a pro offers the
 * service there (docs/public-figures.md). Focus goes to the e-mail field and back to the button.
 */
export function ComingSoonNotify({ service }: { service: Service }) {
  const { t } = useTranslation('services');
  const { t: tBooking } = useTranslation('booking');
  const language = useLanguage();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const name = service.name[language];
  const [open, setOpen] = useState(false);
  const [join, { isLoading }] = useJoinServiceAreaWaitlistMutation();
  const [joined, setJoined] = useState<{ answer: ServiceAreaWaitlistResponse; email: string; fsa: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const form = useRuleForm<Values>({
    defaultValues: { email: signedIn ? session.user.email : '', postalCode: '' },
    check: ({ email, postalCode }) => ({
      email: publicFormEmailError(email) ?? undefined,
      postalCode: bookingPostalCodeError(postalCode) ?? undefined,
    }),
    message: (code) => tBooking(`fieldErrors.${fieldErrorKeyOf(code) ?? 'invalid'}`),
  });

  const onValid = async ({ email, postalCode }: Values) => {
    const answer = await join({
      request: { email: email.trim(), serviceId: service.id, postalCode: postalCode.trim(), locale: language },
      signedIn,
    });
    if ('data' in answer && answer.data) {
      setJoined({ answer: answer.data, email: email.trim(), fsa: postalArea(postalCode.trim()) });
      return;
    }
    const fields =
      'error' in answer && answer.error && 'data' in answer.error
        ? (answer.error.data as { fields?: Partial<Record<keyof Values, string[]>> } | undefined)?.fields
        : undefined;
    const errors = Object.fromEntries(
      (['email', 'postalCode'] as const).flatMap((field) => (fields?.[field]?.[0] ? [[field, fields[field][0]]] : [])),
    );
    if (Object.keys(errors).length > 0) form.setErrors(errors);
    else setFailed(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t('notify.openLabel', { service: name })}
        className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('notify.open')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t('notify.title', { service: name })}</Dialog.Title>
            <Dialog.Close
              aria-label={t('notify.close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t('notify.lead', { service: name })}</Dialog.Description>
          {joined ? (
            <p role="status" className="mt-4 font-semibold text-green-800">
              {joined.answer.status === WaitlistStatus.AlreadySubscribed
                ? t('notify.already', { service: name, fsa: joined.fsa })
                : t('notify.done', { service: name, fsa: joined.fsa, email: joined.email })}
            </p>
          ) : (
            <form
              noValidate
              onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailed(false) })}
              className="mt-4 space-y-4"
            >
              <EmailField label={t('notify.email')} required {...form.field('email')} />
              <PostalCodeField label={t('notify.postalCode')} required maxLength={7} {...form.field('postalCode')} />
              {failed && <FormAlert tone="error">{t('notify.failed')}</FormAlert>}
              <SubmitButton busy={isLoading} busyLabel={t('notify.sending')} className="w-full">
                {t('notify.submit')}
              </SubmitButton>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
