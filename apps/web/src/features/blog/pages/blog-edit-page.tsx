import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostView } from '@hm/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useGetPostQuery, useMyPostsQuery, useUpdatePostMutation } from '../api';
import { skipToken } from '@reduxjs/toolkit/query';
import { PostForm } from '../components/post-form';
import { PostNotFound } from '../components/post-not-found';
import type { PostFormValues } from '../post-form-rules';

function formValuesOf(post: BlogPostView): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    featuredImage: post.featuredImage,
    content: post.content,
    // Saved content was not blank; the editor reports the real text on the first change.
    contentText: post.content.replace(/<[^>]*>/g, ' '),
    contentHasImage: /<img\s/i.test(post.content),
    category: post.category,
    tags: post.tags,
    status: post.status,
    language: post.language,
    translationOf: post.translationOf ?? '',
  };
}

/** /blog/edit/:slug: the author edits a post (a route the original product linked to but lacked); signed-in users only. */
export function BlogEditPage() {
  usePageTitle('blogEdit');
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const session = useSession();
  const viewer = session.status === 'signed-in' ? session.user.id : null;
  const { data: post, isLoading, isError, error, refetch } = useGetPostQuery({ slug, viewer }, { refetchOnMountOrArgChange: true });
  const [updatePost] = useUpdatePostMutation();
  const { data: mine } = useMyPostsQuery(viewer ? { viewer } : skipToken);
  const initial = useMemo(() => (post ? formValuesOf(post) : undefined), [post]);

  let body;
  if (isLoading) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('post.loading')}</span>
        <div aria-hidden="true" className="h-11 animate-pulse rounded-lg bg-slate-200" />
        <div aria-hidden="true" className="h-72 animate-pulse rounded-lg bg-slate-200" />
      </div>
    );
  } else if (isError && (error as { status?: unknown }).status === 404) {
    body = <PostNotFound />;
  } else if (isError || !post || !initial) {
    body = (
      <FormAlert tone="error">
        <p>{t('editor.loadFailed')}</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          {t('list.tryAgain')}
        </button>
      </FormAlert>
    );
  } else if (!post.isAuthor) {
    body = (
      <div className="space-y-4">
        <FormAlert tone="info">{t('editor.notYours')}</FormAlert>
        <ButtonLink to={paths.blogPost.getHref(post.slug)}>{t('post.backToBlog')}</ButtonLink>
      </div>
    );
  } else {
    body = (
      <PostForm
        key={post.id}
        initial={initial}
        postId={post.id}
        translatable={mine?.posts}
        save={(request) => updatePost({ slug: post.slug, changes: request }).unwrap()}
        failedMessage={t('editor.updateFailed')}
      />
    );
  }

  return (
    <PageContainer className="max-w-4xl py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('editor.editTitle')}</h1>
      <div className="mt-8">{body}</div>
    </PageContainer>
  );
}
