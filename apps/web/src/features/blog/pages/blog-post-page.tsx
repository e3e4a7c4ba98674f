import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { postDescription, type BlogPostView } from '@hm/contracts';
import { usePageMeta, usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { sessionKnown, type ServerRenderedPageHandle } from '../../../lib/server-rendered-page';
import { blogApi, useGetPostQuery, useRecordViewMutation } from '../api';
import { CommentSection } from '../components/comments/comment-section';
import { PostArticle } from '../components/post-article';
import { PostNotFound } from '../components/post-not-found';
import { RelatedPosts } from '../components/related-posts';

/** Whom the post is asked for: likedByMe, isAuthor and one's own drafts depend on who asks. */
const viewerOf = (session: { status: string; user?: { id: string } | null }) => (session.status === 'signed-in' ? session.user!.id : null);

/** A post the server rendered: the app's first render shows it from the cache (main.tsx). */
export const blogPostPageHandle: ServerRenderedPageHandle = {
  async prepareServerRendered(store, { slug = '' }) {
    await sessionKnown(store);
    const request = store.dispatch(blogApi.endpoints.getPost.initiate({ slug, viewer: viewerOf(store.getState().auth) }));
    await request;
    // The page subscribes at its first render, within the cache's grace period.
    request.unsubscribe();
  },
};

/** /blog/:slug: the post, its comments and 'You Might Also Like'. */
export function BlogPostPage() {
  usePageTitle('blogPost');
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const session = useSession();
  const viewer = viewerOf(session);
  // Wait for the session: the post depends on who asks (viewerOf).
  const { data: post, isLoading, isError, error, refetch } = useGetPostQuery({ slug, viewer }, { skip: session.status === 'loading' });
  useRecordView(slug, post?.status === 'published' && !post.hidden);
  usePostHead(post);

  let body;
  if (session.status === 'loading' || isLoading) {
    body = <PostSkeleton label={t('post.loading')} />;
  } else if (isError && (error as { status?: unknown }).status === 404) {
    body = <PostNotFound />;
  } else if (isError || !post) {
    body = (
      <FormAlert tone="error">
        <p>{t('post.loadFailed')}</p>
        <button type="button" onClick={() => void refetch()} className="mt-2 font-semibold underline">
          {t('list.tryAgain')}
        </button>
      </FormAlert>
    );
  } else {
    body = (
      <>
        <PostArticle post={post} signedIn={viewer !== null} />
        <CommentSection slug={post.slug} viewer={viewer} initialCount={post.commentsCount} />
      </>
    );
  }

  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <Link to={paths.blog.getHref()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←&nbsp;</span>
          {t('post.backToBlog')}
        </Link>
        <div className="mt-4">{body}</div>
      </div>
      {post && <RelatedPosts slug={post.slug} />}
    </PageContainer>
  );
}

/**
 * The post's own head, as the server sends it to crawlers (docs/blog.md "Search engines"): its title
 * and description, og:type article, and its address with its translation's as the only alternates.
 */
function usePostHead(post: BlogPostView | undefined) {
  const alternates = useMemo(
    () =>
      post
        ? post.translation
          ? [
              { language: post.language, path: paths.blogPost.getHref(post.slug) },
              { language: post.translation.language, path: paths.blogPost.getHref(post.translation.slug) },
            ]
          : []
        : undefined,
    [post],
  );
  usePageMeta({
    title: post?.title,
    description: post ? postDescription(post) : undefined,
    alternates,
    ogType: post ? 'article' : undefined,
  });
}

/** Counts one view when a published post opens (the server keeps one per visitor per day). */
function useRecordView(slug: string, published: boolean) {
  const [recordView] = useRecordViewMutation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!published || recorded.current === slug) return;
    recorded.current = slug;
    void recordView(slug);
  }, [slug, published, recordView]);
}

function PostSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse space-y-4">
        <div className="h-6 w-32 rounded-full bg-slate-200" />
        <div className="h-10 w-4/5 rounded bg-slate-200" />
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        <div className="aspect-video w-full rounded-xl bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
      </div>
    </div>
  );
}
