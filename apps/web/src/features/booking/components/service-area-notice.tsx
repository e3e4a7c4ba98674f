import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { publicFormEmailError, WaitlistStatus, type ServiceAreaWaitlistResponse } from '@hm/contracts';
import { EmailField } from '../../../components/ui/contact-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useSession } from '../../auth';
import { useJoinServiceAreaWaitlistMutation } from '../../service-areas';
import { fieldErrorKeyOf } from '../field-error-keys';
import type { ServiceAreaState } from '../hooks/use-service-area';

interface Props {
  state: ServiceAreaState;
  fsa: string;
  serviceId: string | null;
  postalCode: string;
}

/**
 * Under the address: a postal code outside Quebec, or a Quebec area no pro of the service serves
 * yet, said plainly (Next stays disabled), with a form to be told by e-mail, once, when it opens.
 */
export function ServiceAreaNotice({ state, fsa, serviceId, postalCode }: Props) {
  const { t } = useTranslation('booking');
  if (state === 'outsideQuebec') {
    return (
      <FormAlert tone="info" title={t('serviceArea.outsideQuebecTitle')}>
        {t('serviceArea.outsideQuebec')}
      </FormAlert>
    );
  }
  if (state !== 'notServed' || serviceId === null) return null;
  // A new area or service is a new question: the form starts afresh.
  return <NotServed key={`${serviceId}:${fsa}`} fsa={fsa} serviceId={serviceId} postalCode={postalCode} />;
}

function NotServed({ fsa, serviceId, postalCode }: { fsa: string; serviceId: string; postalCode: string }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const headingId = useId();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [join, { isLoading }] = useJoinServiceAreaWaitlistMutation();
  const [joined, setJoined] = useState<{ answer: ServiceAreaWaitlistResponse; email: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useRuleForm<{ email: string }>({
    defaultValues: { email: signedIn ? session.user.email : '' },
    check: ({ email }) => ({ email: publicFormEmailError(email) ?? undefined }),
    message: (code) => t(`fieldErrors.${fieldErrorKeyOf(code) ?? 'invalid'}`),
  });
  const service = getService(serviceId)?.name[language] ?? serviceId;

  const onValid = async ({ email }: { email: string }) => {
    const answer = await join({ request: { email: email.trim(), serviceId, postalCode, locale: language }, signedIn });
    if ('data' in answer && answer.data) {
      setJoined({ answer: answer.data, email: email.trim() });
      return;
    }
    const data =
      'error' in answer && answer.error && 'data' in answer.error ? (answer.error.data as { fields?: { email?: string[] } }) : null;
    const emailCode = data?.fields?.email?.[0];
    if (emailCode) form.setErrors({ email: emailCode });
    else setFailed(true);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-4 text-amber-950">
      <h4 id={headingId} className="font-semibold">
        {t('serviceArea.notServedTitle', { fsa })}
      </h4>
      <p className="mt-1 text-sm">{t('serviceArea.notServed', { fsa, service })}</p>
      {joined ? (
        <p role="status" className="mt-3 text-sm font-semibold text-green-800">
          {joined.answer.status === WaitlistStatus.AlreadySubscribed
            ? t('serviceArea.waitlist.already', { fsa })
            : t('serviceArea.waitlist.done', { email: joined.email, fsa })}
        </p>
      ) : (
        <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailed(false) })} className="mt-3">
          <p className="text-sm">{t('serviceArea.waitlist.lead')}</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <EmailField label={t('serviceArea.waitlist.email')} required className="min-w-0 flex-1" {...form.field('email')} />
            <SubmitButton busy={isLoading} busyLabel={t('serviceArea.waitlist.sending')} className="sm:mt-7">
              {t('serviceArea.waitlist.submit')}
            </SubmitButton>
          </div>
          {failed && (
            <FormAlert tone="error" className="mt-3">
              {t('serviceArea.waitlist.failed')}
            </FormAlert>
          )}
        </form>
      )}
    </section>
  );
}
