import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import type { PublicProProfileView, PublicReviewView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { useLanguage } from '../../../hooks/use-language';
import { usePageMeta, usePageTitle } from '../../../hooks/use-page-title';
import { formatInstantDay } from '../../dashboard';
import { CredentialBadges } from '../../reservation';
import { useGetPublicProProfileQuery } from '../api';

/**
 * /pros/:proId: a pro as customers may see them (docs/verified-trades.md "Reviews with trust"): the
 * verified licence, memberships and insurance, the rating, reviews and completed jobs counted from
 * the data, and the latest reviews with the pro's one public answer. Never a document or a phone.
 */
export function ProPublicProfilePage() {
  usePageTitle('proPublicProfile');
  const { t } = useTranslation('reservation');
  const { proId = '' } = useParams();
  const { data: pro, isLoading, isError, error, refetch } = useGetPublicProProfileQuery(proId);

  let body;
  if (isLoading) {
    body = (
      <p role="status" className="py-6 text-slate-600">
        {t('publicProfile.loading')}
      </p>
    );
  } else if (isError && (error as { status?: unknown }).status === 404) {
    body = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t('publicProfile.notFound')}</h1>
        <p className="mt-2 text-slate-700">{t('publicProfile.notFoundText')}</p>
      </>
    );
  } else if (isError || !pro) {
    body = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">{t('publicProfile.title')}</h1>
        <FormAlert tone="error">
          <p>{t('publicProfile.loadFailed')}</p>
          <button type="button" onClick={() => void refetch()} className="mt-2 min-h-11 font-semibold underline">
            {t('retry')}
          </button>
        </FormAlert>
      </>
    );
  } else {
    body = <Profile pro={pro} />;
  }
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl">{body}</div>
    </PageContainer>
  );
}

function Profile({ pro }: { pro: PublicProProfileView }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const name = `${pro.firstName} ${pro.lastInitial}`.trim();
  usePageMeta({ title: name });
  const trades = pro.categories.map((id) => getService(id)?.name[language] ?? id).join(' · ');
  const bio = (language === 'fr' ? pro.bioFr : pro.bioEn) ?? pro.bioFr ?? pro.bioEn;
  return (
    <article>
      <header className="flex items-start gap-4">
        {pro.photoUrl ? (
          <img src={pro.photoUrl} alt={t('professional.photoAlt', { name })} className="size-20 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            {`${pro.firstName.charAt(0)}${pro.lastInitial.charAt(0)}`.toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900">{name}</h1>
          {trades && <p className="text-slate-700">{trades}</p>}
          <p className="text-sm text-green-800">{t('professional.verified')}</p>
        </div>
      </header>
      <CredentialBadges credentials={pro.credentials} />
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-slate-800">
        <div>
          <dt className="text-sm text-slate-600">{t('publicProfile.rating')}</dt>
          <dd className="font-semibold">
            {pro.ratingAverage === null
              ? t('publicProfile.noRating')
              : t('publicProfile.ratingValue', { rating: pro.ratingAverage.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA') })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('publicProfile.reviews')}</dt>
          <dd className="font-semibold">{pro.ratingCount}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('publicProfile.completedJobs')}</dt>
          <dd className="font-semibold">{pro.completedJobsCount}</dd>
        </div>
      </dl>
      {bio && <p className="mt-4 whitespace-pre-line text-slate-800">{bio}</p>}
      <section aria-labelledby="pro-reviews" className="mt-8">
        <h2 id="pro-reviews" className="text-xl font-bold text-slate-900">
          {t('publicProfile.latestReviews')}
        </h2>
        {pro.latestReviews.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('publicProfile.noReviews')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {pro.latestReviews.map((review, index) => (
              <ReviewItem key={index} review={review} proName={pro.firstName} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function ReviewItem({ review, proName }: { review: PublicReviewView; proName: string }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900">
        <span aria-label={t('publicProfile.stars', { rating: review.rating })}>
          <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
        </span>{' '}
        {t('publicProfile.reviewBy', { name: review.customerFirstName, date: formatInstantDay(review.createdAt, language) })}
      </p>
      {review.comment && <p className="mt-1 whitespace-pre-line text-slate-800">{review.comment}</p>}
      {review.reply && (
        <div className="mt-3 border-l-4 border-brand-200 pl-3">
          <p className="text-sm font-semibold text-slate-700">
            {t('publicProfile.replyBy', { name: proName, date: formatInstantDay(review.reply.createdAt, language) })}
          </p>
          <p className="whitespace-pre-line text-slate-800">{review.reply.text}</p>
        </div>
      )}
    </li>
  );
}
