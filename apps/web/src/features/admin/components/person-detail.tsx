import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import {
  ASSIGNABLE_ROLES,
  describeUserAgent,
  DISABLE_REASON_MAX_LENGTH,
  formatPhone,
  isAssignableRole,
  type AccountRole,
  type PersonView,
} from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-format';
import { useSession } from '../../auth';
import { formatDay } from '../../dashboard';
import { StatusBadge } from '../../reservation';
import { usePersonActionMutation, usePersonQuery } from '../api';
import { useConsoleAccess } from '../hooks/use-console-access';
import { ACTION_BUTTON, LoadState } from './load-state';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type ReasonProblem = 'required' | 'tooLong';

/**
 * One account in the console (docs/operations.md "People"): who, their latest bookings and
 * sign-ins, and what admins may do: disable with a reason or enable, send a reset link, change
 * the role (support reads the account only). The heading takes the focus when the account is opened.
 */
export function PersonDetail({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const language = useLanguage();
  const access = useConsoleAccess();
  const person = usePersonQuery(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [person.isSuccess]);
  const data = person.data;
  if (!data) return <LoadState loading={person.isLoading} failed={person.isError} onRetry={() => void person.refetch()} />;
  return (
    <article aria-labelledby={`${data.id}-person`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${data.id}-person`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
        {data.firstName} {data.lastName}
      </h3>
      <p className="mt-1 text-sm break-all text-slate-700">
        <a href={`mailto:${data.email}`} className="text-brand-800 underline">
          {data.email}
        </a>
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        <li>{t('people.summary', { role: t(`people.roles.${data.role}`), count: data.bookings })}</li>
        {data.phone && <li>{t('people.phone', { phone: formatPhone(data.phone) })}</li>}
        <li>{t('people.language', { language: t(`inbox.languages.${data.locale}`) })}</li>
        <li>{t('people.since', { date: formatDateTime(data.createdAt, language) })}</li>
        <li>
          {data.lastSignInAt ? t('people.lastSignIn', { date: formatDateTime(data.lastSignInAt, language) }) : t('people.neverSignedIn')}
        </li>
      </ul>
      {data.disabledAt && (
        <FormAlert tone="error" className="mt-3">
          {t('people.disabledSince', { date: formatDateTime(data.disabledAt, language), reason: data.disabledReason ?? '' })}
        </FormAlert>
      )}
      {access.can('people.manage') && <PersonActions person={data} />}
      <PersonBookings person={data} />
      <PersonSignIns person={data} />
    </article>
  );
}

function PersonActions({ person }: { person: PersonView }) {
  const { t } = useTranslation(['admin', 'errors']);
  const session = useSession();
  const headingId = useId();
  const [act, { isLoading }] = usePersonActionMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [role, setRole] = useState<AccountRole>(person.role);
  const own = session.status === 'signed-in' && session.user.id === person.id;
  const reasonForm = useRuleForm<{ reason: string }>({
    defaultValues: { reason: '' },
    check: ({ reason }) => ({
      reason: reason.trim() === '' ? 'required' : reason.trim().length > DISABLE_REASON_MAX_LENGTH ? 'tooLong' : undefined,
    }),
    message: (key: ReasonProblem) => t(`people.errors.${key}`, { max: DISABLE_REASON_MAX_LENGTH }),
  });

  const run = async (args: Parameters<typeof act>[0], done: string) => {
    setOutcome(null);
    const answer = await act(args);
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      setOutcome({ tone: 'error', text: key ? t(`errors:${key}`) : t('errors.generic') });
      return false;
    }
    setOutcome({ tone: 'success', text: done });
    return true;
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-4 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('people.actions')}
      </h4>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void run({ id: person.id, action: 'password-reset' }, t('people.reset.done', { email: person.email }))}
        className={`${ACTION_BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
      >
        {t('people.reset.send')}
      </button>
      {own ? (
        <p className="text-sm text-slate-600">{t('people.own')}</p>
      ) : (
        <>
          {person.disabledAt ? (
            <button
              type="button"
              disabled={isLoading}
              onClick={() => void run({ id: person.id, action: 'enable' }, t('people.enable.done'))}
              className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
            >
              {isLoading ? t('people.enable.sending') : t('people.enable.send')}
            </button>
          ) : (
            <form
              noValidate
              className="space-y-3"
              onSubmit={reasonForm.onSubmit(
                async ({ reason }) => {
                  if (await run({ id: person.id, action: 'disable', reason: reason.trim() }, t('people.disable.done')))
                    reasonForm.reset({ reason: '' });
                },
                { busy: isLoading },
              )}
            >
              <TextareaField label={t('people.disable.reason')} rows={2} {...reasonForm.field('reason')} />
              <SubmitButton busy={isLoading} busyLabel={t('people.disable.sending')}>
                {t('people.disable.send')}
              </SubmitButton>
            </form>
          )}
          {isAssignableRole(person.role) && (
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label={t('people.changeRole.label')}
                hint={t('people.changeRole.hint')}
                value={role}
                onChange={(event) => setRole(event.target.value as AccountRole)}
              >
                {ASSIGNABLE_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`people.roles.${value}`)}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                disabled={isLoading || role === person.role}
                onClick={() => void run({ id: person.id, action: 'role', role }, t('people.changeRole.done'))}
                className={`${ACTION_BUTTON} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              >
                {t('people.changeRole.send')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function PersonBookings({ person }: { person: PersonView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('people.bookings')}
      </h4>
      {person.recentBookings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('people.noBookings')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {person.recentBookings.map((booking) => (
            <li key={booking.bookingNumber} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{booking.bookingNumber}</span> ·{' '}
                {getService(booking.serviceId)?.name[language] ?? booking.serviceId} · {formatDay(booking.scheduledDate, language)} ·{' '}
                {t(booking.as === 'customer' ? 'people.asCustomer' : 'people.asProfessional')}
              </span>
              <StatusBadge status={booking.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PersonSignIns({ person }: { person: PersonView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('people.signIns')}
      </h4>
      {person.recentSignIns.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('people.noSignIns')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {person.recentSignIns.map((signIn) => {
            const device = describeUserAgent(signIn.userAgent);
            const name = [device.browser, device.os].filter(Boolean).join(' · ') || t('people.unknownDevice');
            return (
              <li key={signIn.at}>
                {t('people.signInLine', { date: formatDateTime(signIn.at, language), device: name })}
                {signIn.active && <span className="ml-2 font-medium text-green-800">({t('people.active')})</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
