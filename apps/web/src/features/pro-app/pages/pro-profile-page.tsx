import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProMyProfileView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { translateApiError } from '../../../lib/api-error';
import { useSession } from '../../auth';
import { useProCredentialsQuery, useProProfileQuery, useUploadProPhotoMutation } from '../api';
import { ProCredentialsSection } from '../components/pro-credentials-section';
import { ProProfileForm } from '../components/pro-profile-form';
import { CARD, LoadState, ProShell, SECONDARY } from '../components/pro-shell';
import { photoFileError } from '../profile-form';

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
          <AvailabilityLink />
          <ProProfileForm profile={profile.data} />
          {/* Credentials belong to a saved profile (the API answers 409 PRO_PROFILE_MISSING before). */}
          {profile.data.id && <CredentialsCard />}
        </div>
      ) : (
        <LoadState loading={profile.isLoading || profile.isFetching} failed={profile.isError} onRetry={() => void profile.refetch()} />
      )}
    </ProShell>
  );
}

/** The way to the pro's weekly hours and days off. */
function AvailabilityLink() {
  const { t } = useTranslation('proApp');
  return (
    <section aria-labelledby="pro-availability-link" className={`${CARD} flex flex-wrap items-center justify-between gap-3`}>
      <div className="min-w-0 flex-1">
        <h2 id="pro-availability-link" className="text-lg font-bold text-slate-900">
          {t('availability.link')}
        </h2>
        <p className="text-sm text-slate-600">{t('availability.linkText')}</p>
      </div>
      <Link to={paths.proAvailability.getHref()} className={`${SECONDARY} w-full sm:w-auto`}>
        {t('availability.open')}
      </Link>
    </section>
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

/** Licences and insurance (docs/verified-trades.md), once the profile exists. */
function CredentialsCard() {
  const credentials = useProCredentialsQuery();
  return credentials.data ? (
    <ProCredentialsSection view={credentials.data} />
  ) : (
    <LoadState loading={credentials.isLoading} failed={credentials.isError} onRetry={() => void credentials.refetch()} />
  );
}
