import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';

/** 'Post Not Found' (it does not exist or was removed) with Back to Blog. */
export function PostNotFound() {
  const { t } = useTranslation('blog');
  return (
    <div className="rounded-xl border border-slate-200 p-10 text-center">
      <h2 className="text-2xl font-bold text-slate-900">{t('post.notFoundTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('post.notFoundText')}</p>
      <ButtonLink to={paths.blog.getHref()} className="mt-6">
        {t('post.backToBlog')}
      </ButtonLink>
    </div>
  );
}
