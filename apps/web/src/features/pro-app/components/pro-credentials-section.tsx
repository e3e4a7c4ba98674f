import { useEffect, useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { formatMoney, getService } from '@hm/catalog';
import {
  todayInToronto,
  type CredentialFieldError,
  type CredentialKind,
  type CredentialView,
  type ProCredentialsView,
} from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { useSaveBusinessMutation, useSaveCredentialMutation, useUploadCredentialDocumentMutation } from '../api';
import {
  checkBusiness,
  checkCredential,
  credentialFieldCodes,
  credentialFormValues,
  toCredentialRequest,
  type BusinessFormValues,
  type CredentialFormValues,
} from '../credentials-form';
import { CARD } from './pro-shell';

/** The `fields` of a 400 VALIDATION_FAILED answer, or null. */
function refusedFields(error: FetchBaseQueryError | SerializedError | undefined): Record<string, string[]> | null {
  if (!error || !('status' in error) || error.status !== 400) return null;
  const body = error.data as { fields?: Record<string, string[]> } | undefined;
  return body?.fields ?? null;
}

/**
 * Licences and insurance (docs/verified-trades.md): the business, then each credential the pro's
 * trades may require, with its status, the operator's note and its certificate. Each part saves on
 * its own; the rules are the contracts' zod schemas, the API's own.
 */
export function ProCredentialsSection({ view }: { view: ProCredentialsView }) {
  const { t } = useTranslation('proApp');
  const language = useLanguage();
  const names = (ids: string[]) => ids.map((id) => getService(id)?.name[language] ?? id).join(', ');
  return (
    <section id="credentials" aria-labelledby="pro-credentials" className={`${CARD} space-y-4`}>
      <h2 id="pro-credentials" className="text-lg font-bold text-slate-900">
        {t('credentials.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('credentials.intro')}</p>
      {view.requested.length === 0 ? (
        <FormAlert tone="info">{t('credentials.none')}</FormAlert>
      ) : view.blockedTrades.length > 0 || view.limitedTrades.length > 0 ? (
        <FormAlert tone="info">
          {view.blockedTrades.length > 0 && <p>{t('credentials.blocked', { trades: names(view.blockedTrades) })}</p>}
          {view.limitedTrades.length > 0 && (
            <p>
              {t('credentials.limited', {
                trades: names(view.limitedTrades),
                amount: formatMoney(view.licensedJobValueCents, language),
              })}
            </p>
          )}
        </FormAlert>
      ) : (
        <FormAlert tone="success">{t('credentials.allClear')}</FormAlert>
      )}
      <BusinessForm view={view} />
      {view.requested.map((kind) => (
        <CredentialForm key={kind} kind={kind} credential={view.credentials.find((item) => item.kind === kind)} />
      ))}
    </section>
  );
}

function BusinessForm({ view }: { view: ProCredentialsView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [save, { isLoading, isSuccess, error, reset }] = useSaveBusinessMutation();
  const values: BusinessFormValues = { businessName: view.businessName ?? '', neq: view.neq ?? '' };
  const form = useRuleForm({
    defaultValues: values,
    check: checkBusiness,
    message: (key) => t(`credentials.fieldErrors.${key as CredentialFieldError}`),
  });
  const onValid = async (next: BusinessFormValues) => {
    const answer = await save(next);
    const fields = 'error' in answer ? refusedFields(answer.error) : null;
    if (fields) form.setErrors(checkBusinessFields(fields));
  };
  return (
    <form
      onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: reset })}
      noValidate
      className="space-y-3"
      aria-labelledby="pro-business"
    >
      <h3 id="pro-business" className="font-semibold text-slate-900">
        {t('credentials.business')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('credentials.businessName')}
          required
          maxLength={160}
          autoComplete="organization"
          {...form.field('businessName')}
        />
        <TextField label={t('credentials.neq')} hint={t('credentials.neqHint')} inputMode="numeric" maxLength={14} {...form.field('neq')} />
      </div>
      {isSuccess && <FormAlert tone="success">{t('credentials.businessSaved')}</FormAlert>}
      {error && !refusedFields(error) && <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>}
      <SubmitButton busy={isLoading} busyLabel={t('profile.saving')}>
        {t('credentials.saveBusiness')}
      </SubmitButton>
    </form>
  );
}

const checkBusinessFields = (fields: Record<string, string[]>) => {
  const codes: Partial<Record<keyof BusinessFormValues, string>> = {};
  if (fields.businessName?.[0]) codes.businessName = fields.businessName[0];
  if (fields.neq?.[0]) codes.neq = fields.neq[0];
  return codes;
};

function CredentialForm({ kind, credential }: { kind: CredentialKind; credential: CredentialView | undefined }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [save, saving] = useSaveCredentialMutation();
  const [upload, uploading] = useUploadCredentialDocumentMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRuleForm<CredentialFormValues>({
    defaultValues: credentialFormValues(credential),
    check: (values) => checkCredential(kind, values, todayInToronto()),
    message: (key) => t(`credentials.fieldErrors.${key as CredentialFieldError}`),
  });
  const { reset: resetForm } = form;
  // The server's answer (normalised: 1234-5678-01) becomes the form's values.
  useEffect(() => resetForm(credentialFormValues(credential)), [credential, resetForm]);

  const onValid = async (values: CredentialFormValues) => {
    uploading.reset();
    const answer = await save({ kind, body: toCredentialRequest(kind, values) });
    const fields = 'error' in answer ? refusedFields(answer.error) : null;
    if (fields) form.setErrors(credentialFieldCodes(fields));
  };
  const onFile = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    saving.reset();
    await upload({ kind, file });
    if (fileInput.current) fileInput.current.value = '';
  };

  const name = t(`credentials.kinds.${kind}`);
  const headingId = `pro-credential-${kind}`;
  const status = credential ? (credential.status === 'verified' && !credential.valid ? 'expired' : credential.status) : null;
  const saveError = saving.error && !refusedFields(saving.error) ? translateApiError(saving.error, tErrors) : null;
  return (
    <form
      onSubmit={form.onSubmit(onValid, { busy: saving.isLoading, onAttempt: saving.reset })}
      noValidate
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {name}
        {status && (
          <span className={`ml-2 text-sm font-normal ${credential?.valid ? 'text-green-800' : 'text-amber-800'}`}>
            {t(`credentials.status.${status}`)}
          </span>
        )}
      </h3>
      {credential?.reviewNote && credential.status === 'rejected' && (
        <FormAlert tone="error">{t('credentials.reviewNote', { note: credential.reviewNote })}</FormAlert>
      )}
      {kind === 'insurance' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('credentials.insurer')} required maxLength={120} {...form.field('insurer')} />
          <TextField label={t('credentials.policyNumber')} required maxLength={40} {...form.field('policyNumber')} />
          <TextField
            label={t('credentials.coverage')}
            hint={t('credentials.coverageHint')}
            required
            inputMode="decimal"
            maxLength={20}
            {...form.field('coverage')}
          />
          <TextField label={t('credentials.expiresOn')} required type="date" {...form.field('expiresOn')} />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t(`credentials.number.${kind}`)}
            hint={t(`credentials.numberHint.${kind}`)}
            required
            inputMode="numeric"
            maxLength={20}
            {...form.field('number')}
          />
          {kind === 'rbq' && (
            <TextField
              label={t('credentials.subclasses')}
              hint={t('credentials.subclassesHint')}
              required
              maxLength={300}
              {...form.field('subclasses')}
            />
          )}
          <TextField label={t('credentials.expiresOnOptional')} type="date" {...form.field('expiresOn')} />
        </div>
      )}
      {saving.isSuccess && <FormAlert tone="success">{t('credentials.saved')}</FormAlert>}
      {saveError && <FormAlert tone="error">{saveError}</FormAlert>}
      <SubmitButton busy={saving.isLoading} busyLabel={t('profile.saving')}>
        {t('credentials.save', { name })}
      </SubmitButton>
      {credential && (
        <div className="space-y-2">
          <label htmlFor={`${headingId}-document`} className="block text-sm font-semibold text-slate-800">
            {t('credentials.document')}
          </label>
          {credential.hasDocument && <p className="text-sm text-slate-600">{t('credentials.hasDocument')}</p>}
          <input
            id={`${headingId}-document`}
            ref={fileInput}
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            onChange={() => void onFile()}
            disabled={uploading.isLoading}
            className="block w-full text-sm"
          />
          {uploading.isSuccess && <FormAlert tone="success">{t('credentials.uploaded')}</FormAlert>}
          {uploading.error && <FormAlert tone="error">{translateApiError(uploading.error, tErrors)}</FormAlert>}
        </div>
      )}
    </form>
  );
}
