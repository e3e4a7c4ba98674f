import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import type { PublicCredentialView } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';

const DAY_FORMATS = { fr: 'fr-CA', en: 'en-CA' } as const;

/** A 'YYYY-MM-DD' day as each language writes it ('28 nov. 2026', 'Nov 28, 2026'). */
function formatDayOnly(day: string, language: 'fr' | 'en'): string {
  return new Intl.DateTimeFormat(DAY_FORMATS[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The pro's verified, unexpired licence, memberships and insurance (docs/verified-trades.md), each with
 * the public registry where the customer can check the number. Never a document.
 */
export function CredentialBadges({ credentials }: { credentials: readonly PublicCredentialView[] }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  if (credentials.length === 0) return null;
  return (
    <ul aria-label={t('professional.credentials.label')} className="mt-2 space-y-1 text-sm">
      {credentials.map((credential) => {
        const date = formatDayOnly(credential.verifiedOn, language);
        const text =
          credential.kind === 'insurance'
            ? t('professional.credentials.insurance', { amount: formatMoney(credential.coverageCents ?? 0, language) })
            : t(`professional.credentials.${credential.kind}`, { number: credential.number ?? '', date });
        return (
          <li key={credential.kind} className="flex flex-wrap items-baseline gap-x-2 text-green-900">
            <span>
              <span aria-hidden="true">✓ </span>
              {text}
            </span>
            {credential.registryUrl && (
              <a
                href={credential.registryUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('professional.credentials.registryLabel', { number: credential.number ?? '' })}
                className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t('professional.credentials.registry')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
