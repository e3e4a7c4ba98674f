import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { usePageTitle } from '../../../hooks/use-page-title';

export function BlogPostPage() {
  const title = usePageTitle('blogPost');
  const { t } = useTranslation(['pages', 'common']);
  return (
    <PlaceholderPage
      title={title}
      description={t('blogPost.description')}
      actions={
        <>
          <ButtonLink to={paths.blog.getHref()}>
            {t('common:links.blog')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('common:links.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
