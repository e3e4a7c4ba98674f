import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPhone, type BookingProfessionalView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatEventTime } from '../format';
import { CredentialBadges } from './credential-badges';

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The assigned professional: name, photo or initials, phone, arrival. */
export function ProfessionalCard({ professional }: { professional: BookingProfessionalView }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const name = `${professional.firstName} ${professional.lastName}`.trim();
  return (
    <div className="flex items-start gap-4">
      {professional.photoUrl ? (
        <img
          src={professional.photoUrl}
          alt={t('professional.photoAlt', { name })}
          className="size-16 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          {initialsOf(professional.firstName, professional.lastName)}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-lg font-semibold break-words text-slate-900">{name}</p>
        <p className="text-sm text-green-800">{t('professional.verified')}</p>
        <CredentialBadges credentials={professional.credentials ?? []} />
        <Link
          to={paths.proPublicProfile.getHref(professional.id)}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {t('publicProfile.link', { name: professional.firstName })}
        </Link>
        <dl className="mt-2 space-y-1 text-sm">
          {professional.phone && (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-600">{t('professional.phone')}</dt>
              <dd>
                <a
                  href={`tel:${professional.phone}`}
                  aria-label={t('professional.call', { name, phone: formatPhone(professional.phone) })}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {formatPhone(professional.phone)}
                </a>
              </dd>
            </div>
          )}
          {professional.estimatedArrival && (
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-600">{t('professional.estimatedArrival')}</dt>
              <dd>
                <time dateTime={professional.estimatedArrival}>{formatEventTime(professional.estimatedArrival, language)}</time>
              </dd>
            </div>
          )}
        </dl>
      </div>
    </div>
  );
}
