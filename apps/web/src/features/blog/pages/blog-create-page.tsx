import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useCreatePostMutation, useMyPostsQuery } from '../api';
import { PostForm } from '../components/post-form';
import { newPostValues } from '../post-form-rules';

/** /blog/create, signed-in users only (the router sends others to sign in and back). */
export function BlogCreatePage() {
  usePageTitle('blogCreate');
  const { t } = useTranslation('blog');
  const [createPost] = useCreatePostMutation();
  const session = useSession();
  const interfaceLanguage = useLanguage();
  const signedIn = session.status === 'signed-in' ? session.user : null;
  // A new post is in the author's saved language unless they choose another.
  const initial = useMemo(() => newPostValues(signedIn?.locale ?? interfaceLanguage), [signedIn?.locale, interfaceLanguage]);
  const { data: mine } = useMyPostsQuery(signedIn ? { viewer: signedIn.id } : skipToken);
  return (
    <PageContainer className="max-w-4xl py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('editor.createTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('editor.createLead')}</p>
      <div className="mt-8">
        <PostForm
          key={initial.language}
          initial={initial}
          translatable={mine?.posts}
          save={(request) => createPost(request).unwrap()}
          failedMessage={t('editor.createFailed')}
        />
      </div>
    </PageContainer>
  );
}
