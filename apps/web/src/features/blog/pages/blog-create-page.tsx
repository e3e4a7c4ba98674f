import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCreatePostMutation } from '../api';
import { PostForm } from '../components/post-form';
import { EMPTY_POST } from '../post-form-rules';

/** /blog/create, signed-in users only (the router sends others to sign in and back). */
export function BlogCreatePage() {
  usePageTitle('blogCreate');
  const { t } = useTranslation('blog');
  const [createPost] = useCreatePostMutation();
  return (
    <PageContainer className="max-w-4xl py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('editor.createTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('editor.createLead')}</p>
      <div className="mt-8">
        <PostForm initial={EMPTY_POST} save={(request) => createPost(request).unwrap()} failedMessage={t('editor.createFailed')} />
      </div>
    </PageContainer>
  );
}
