import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { PRO_BIO_MAX_LENGTH, type ProMyProfileView } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { PhoneField } from '../../../components/ui/contact-fields';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { translateApiError } from '../../../lib/api-error';
import { useSession } from '../../auth';
import { useProProfileQuery, useUpdateProProfileMutation, useUploadProPhotoMutation } from '../api';
import { CARD, LoadState, ProShell, SECONDARY } from '../components/pro-shell';
import {
  photoFileError,
  profileFormValues,
  toProfileRequest,
  validateProfile,
  type ProfileErrors,
  type ProfileFormValues,
} from '../profile-form';
import { RequiredMark } from '../../../components/ui/required-mark';

/** The pro's profile: photo, name, phone, categories, service areas, bios, and the rating. */
export function ProProfilePage() {
  const title = usePageTitle('proProfile');
  const session = useSession();
  const profile = useProProfileQuery(undefined, { skip: session.status !== 'signed-in' });
  return (
    <ProShell title={title}>
      {profile.data ? (
        <div className="space-y-5">
          <PhotoCard profile={profile.data} />
          <ProfileForm profile={profile.data} />
        </div>
      ) : (
        <LoadState loading={profile.isLoading || profile.isFetching} failed={profile.isError} onRetry={() => void profile.refetch()} />
      )}
    </ProShell>
  );
}

function PhotoCard({ profile }: { profile: ProMyProfileView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading, error, reset }] = useUploadProPhotoMutation();
  const [localError, setLocalError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    reset();
    setDone(false);
    const refusal = photoFileError(file);
    setLocalError(refusal ? t(`profile.photoError.${refusal}`) : null);
    if (refusal) return;
    const result = await upload(file);
    if (!('error' in result)) setDone(true);
  };
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const rating =
    profile.ratingAverage === null
      ? t('home.noRating')
      : t('home.ratingValue', {
          average: profile.ratingAverage.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA'),
          count: profile.ratingCount,
        });

  return (
    <section aria-labelledby="pro-photo" className={`${CARD} flex flex-wrap items-center gap-4`}>
      {profile.photoUrl ? (
        <img src={profile.photoUrl} alt={t('profile.photoAlt')} className="size-20 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {initials}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 id="pro-photo" className="text-lg font-bold text-slate-900">
          {profile.firstName} {profile.lastName}
        </h2>
        <p className="text-sm text-slate-600">{profile.email}</p>
        <p className="text-sm text-slate-700">{t('profile.ratingLine', { rating })}</p>
      </div>
      <div className="w-full sm:w-auto">
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => void onFile(event)}
        />
        <button
          type="button"
          className={`${SECONDARY} w-full sm:w-auto`}
          disabled={!profile.id || isLoading}
          aria-busy={isLoading || undefined}
          onClick={() => input.current?.click()}
        >
          {isLoading ? t('profile.uploading') : t('profile.photo')}
        </button>
        <p className="mt-1 text-xs text-slate-500">{profile.id ? t('profile.photoHint') : t('profile.photoAfterSave')}</p>
      </div>
      {(localError || error) && (
        <FormAlert tone="error" className="w-full">
          {localError ?? translateApiError(error, tErrors)}
        </FormAlert>
      )}
      {done && (
        <FormAlert tone="success" className="w-full">
          {t('profile.photoSaved')}
        </FormAlert>
      )}
    </section>
  );
}

function ProfileForm({ profile }: { profile: ProMyProfileView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [save, { isLoading, error, isSuccess, reset }] = useUpdateProProfileMutation();
  const form = useRef<HTMLFormElement>(null);

  // A new answer from the server (after a save, normalised) becomes the form's values: React's
  // "adjust state when a prop changes" pattern, without an effect.
  const [shown, setShown] = useState(profile);
  if (shown !== profile) {
    setShown(profile);
    setValues(profileFormValues(profile));
  }

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    reset();
    setValues((current) => ({ ...current, [key]: value }));
  };
  const message = (key: keyof ProfileFormValues) => (errors[key] ? t(`profile.errors.${errors[key]}`) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    await save(toProfileRequest(values));
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate className={`${CARD} space-y-4`} aria-labelledby="pro-profile-form">
      <h2 id="pro-profile-form" className="text-lg font-bold text-slate-900">
        {t('profile.details')}
      </h2>
      {!profile.id && <FormAlert tone="info">{t('profile.firstSave')}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.firstName')}
          required
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={message('firstName')}
          maxLength={100}
          autoComplete="given-name"
        />
        <TextField
          label={t('profile.lastName')}
          required
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={message('lastName')}
          maxLength={100}
          autoComplete="family-name"
        />
      </div>
      <PhoneField
        label={t('profile.phone')}
        required
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={message('phone')}
        maxLength={30}
      />
      <fieldset aria-describedby={errors.categories ? 'pro-categories-error' : undefined}>
        <legend className="font-semibold text-slate-800">
          {t('profile.categories')}
          <RequiredMark />
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {listServices().map((service) => (
            <CheckboxField
              key={service.id}
              label={service.name[language]}
              checked={values.categories.includes(service.id)}
              aria-invalid={errors.categories ? true : undefined}
              onChange={(e) =>
                set(
                  'categories',
                  e.target.checked ? [...values.categories, service.id] : values.categories.filter((id) => id !== service.id),
                )
              }
            />
          ))}
        </div>
        {errors.categories && (
          <p id="pro-categories-error" className="mt-1 text-sm text-red-700">
            {message('categories')}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('profile.areas')}
        hint={t('profile.areasHint')}
        value={values.areas}
        onChange={(e) => set('areas', e.target.value)}
        error={message('areas')}
        maxLength={200}
      />
      <TextareaField
        label={t('profile.bioFr')}
        rows={3}
        value={values.bioFr}
        onChange={(e) => set('bioFr', e.target.value)}
        error={message('bioFr')}
        maxLength={PRO_BIO_MAX_LENGTH}
        lang="fr"
      />
      <TextareaField
        label={t('profile.bioEn')}
        rows={3}
        value={values.bioEn}
        onChange={(e) => set('bioEn', e.target.value)}
        error={message('bioEn')}
        maxLength={PRO_BIO_MAX_LENGTH}
        lang="en"
      />
      {error && <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>}
      {isSuccess && <FormAlert tone="success">{t('profile.saved')}</FormAlert>}
      <SubmitButton busy={isLoading} busyLabel={t('profile.saving')}>
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}
