import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { ThankYouCode } from '@hm/contracts';
import { paths } from '../../../config/paths';

/** The thank-you code this completed booking earned its customer (docs/pricing-and-taxes.md "Offers"). */
export function ThankYouCodeNote({ code }: { code: ThankYouCode }) {
  const { t } = useTranslation('reservation');
  return (
    <div className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900" data-testid="thank-you-code">
      <p className="font-semibold">{t('thankYou.title', { percent: code.percent })}</p>
      <p className="mt-1">
        <Trans
          t={t}
          i18nKey="thankYou.text"
          values={{ code: code.code, percent: code.percent }}
          components={{ code: <strong className="font-mono" /> }}
        />
      </p>
      <Link
        to={paths.bookService.getHref()}
        className="mt-2 inline-block rounded font-semibold text-green-900 underline underline-offset-4"
      >
        {t('thankYou.book')}
      </Link>
    </div>
  );
}
