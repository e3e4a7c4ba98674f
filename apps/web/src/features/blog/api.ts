import {
  BLOG_IMAGE_FIELD,
  BLOG_LIST_MAX_LIMIT,
  BLOG_ROUTES,
  type BlogCategoryCount,
  type BlogCommentsResponse,
  type BlogImageUploaded,
  type BlogLikeState,
  type BlogListLanguage,
  type BlogListQuery,
  type BlogListResponse,
  type BlogNewsletterRequest,
  type BlogNewsletterResponse,
  type BlogPostSummary,
  type BlogPostView,
  type BlogSaveState,
  type BlogTagCount,
  type BlogViewRecorded,
  type CommentView,
  type CreateBlogPostRequest,
  type UpdateBlogPostRequest,
} from '@hm/contracts';
import { api } from '../../lib/api';

// Lists (the list, featured, sidebar, categories, tags, related) share one tag: any write
// that can change what they show refetches them.
const POSTS_TAG = 'BlogPosts';
// One post page, by slug.
const POST_TAG = 'BlogPost';
// The comments of one post, by slug.
const COMMENTS_TAG = 'BlogComments';

const LIST = { type: POSTS_TAG, id: 'LIST' } as const;

/**
 * A read whose answer depends on who asks (likedByMe, isAuthor, isMine, one's own drafts).
 * `viewer` is the signed-in user's id, or null: it is not sent, but it keys the cache, so a
 * sign-in never shows the answer cached for the signed-out visitor.
 */
export interface ViewerArgs {
  slug: string;
  viewer: string | null;
}

export interface UpdatePostArgs {
  slug: string;
  changes: UpdateBlogPostRequest;
}

export interface ToggleArgs {
  slug: string;
  on: boolean;
}

export interface AddCommentArgs {
  slug: string;
  content: string;
  /** A reply to this top-level comment; absent for a new comment. */
  parentId?: string;
}

export const blogApi = api.enhanceEndpoints({ addTagTypes: [POSTS_TAG, POST_TAG, COMMENTS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    listPosts: build.query<BlogListResponse, BlogListQuery>({
      query: (params) => ({ url: BLOG_ROUTES.list, params: { ...params } }),
      providesTags: [LIST],
    }),
    /** The signed-in author's own posts (drafts included), newest first: what a new post may translate. `viewer` keys the cache. */
    myPosts: build.query<BlogListResponse, { viewer: string }>({
      query: () => ({ url: BLOG_ROUTES.mine, params: { limit: BLOG_LIST_MAX_LIMIT } }),
      providesTags: [LIST],
    }),
    // The hero's and the sidebar's posts, in the list's language ('all' for both).
    featuredPosts: build.query<BlogPostSummary[], BlogListLanguage>({
      query: (language) => ({ url: BLOG_ROUTES.featured, params: { language } }),
      providesTags: [LIST],
    }),
    recentPosts: build.query<BlogPostSummary[], { limit: number; language: BlogListLanguage }>({
      query: (params) => ({ url: BLOG_ROUTES.recent, params: { ...params } }),
      providesTags: [LIST],
    }),
    popularPosts: build.query<BlogPostSummary[], { limit: number; language: BlogListLanguage }>({
      query: (params) => ({ url: BLOG_ROUTES.popular, params: { ...params } }),
      providesTags: [LIST],
    }),
    blogCategories: build.query<BlogCategoryCount[], void>({
      query: () => BLOG_ROUTES.categories,
      providesTags: [LIST],
    }),
    blogTags: build.query<BlogTagCount[], number>({
      query: (limit) => ({ url: BLOG_ROUTES.tags, params: { limit } }),
      providesTags: [LIST],
    }),
    getPost: build.query<BlogPostView, ViewerArgs>({
      query: ({ slug }) => BLOG_ROUTES.bySlug(slug),
      providesTags: (_result, _error, { slug }) => [{ type: POST_TAG, id: slug }],
    }),
    relatedPosts: build.query<BlogPostSummary[], string>({
      query: (slug) => BLOG_ROUTES.related(slug),
      providesTags: [LIST],
    }),
    recordView: build.mutation<BlogViewRecorded, string>({
      query: (slug) => ({ url: BLOG_ROUTES.view(slug), method: 'POST' }),
      // The count on the open page follows without refetching the post.
      async onQueryStarted(slug, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) patchCachedPost(dispatch, getState, slug, (post) => void (post.views = data.views));
      },
    }),
    createPost: build.mutation<BlogPostView, CreateBlogPostRequest>({
      query: (body) => ({ url: BLOG_ROUTES.create, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updatePost: build.mutation<BlogPostView, UpdatePostArgs>({
      query: ({ slug, changes }) => ({ url: BLOG_ROUTES.update(slug), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, { type: POST_TAG, id: slug }],
    }),
    deletePost: build.mutation<void, string>({
      query: (slug) => ({ url: BLOG_ROUTES.delete(slug), method: 'DELETE' }),
      // The deleted post's own entry is not refetched (it would 404 on the page being left).
      invalidatesTags: [LIST],
    }),
    setLike: build.mutation<BlogLikeState, ToggleArgs>({
      query: ({ slug, on }) => ({ url: BLOG_ROUTES.like(slug), method: on ? 'PUT' : 'DELETE' }),
      // The button flips at once and is put back if the server refuses; the count is the server's.
      async onQueryStarted({ slug, on }, { dispatch, queryFulfilled, getState }) {
        const undo = patchCachedPost(dispatch, getState, slug, (post) => void (post.likedByMe = on));
        try {
          const { data } = await queryFulfilled;
          patchCachedPost(dispatch, getState, slug, (post) => {
            post.likedByMe = data.liked;
            post.likes = data.likes;
          });
        } catch {
          undo();
        }
      },
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    setSave: build.mutation<BlogSaveState, ToggleArgs>({
      query: ({ slug, on }) => ({ url: BLOG_ROUTES.save(slug), method: on ? 'PUT' : 'DELETE' }),
      async onQueryStarted({ slug, on }, { dispatch, queryFulfilled, getState }) {
        const undo = patchCachedPost(dispatch, getState, slug, (post) => void (post.savedByMe = on));
        try {
          const { data } = await queryFulfilled;
          patchCachedPost(dispatch, getState, slug, (post) => void (post.savedByMe = data.saved));
        } catch {
          undo();
        }
      },
    }),
    getComments: build.query<BlogCommentsResponse, ViewerArgs>({
      query: ({ slug }) => BLOG_ROUTES.comments(slug),
      providesTags: (_result, _error, { slug }) => [{ type: COMMENTS_TAG, id: slug }],
    }),
    addComment: build.mutation<CommentView, AddCommentArgs>({
      query: ({ slug, content, parentId }) => ({
        url: parentId ? BLOG_ROUTES.replies(slug, parentId) : BLOG_ROUTES.comments(slug),
        method: 'POST',
        body: { content },
      }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, { type: COMMENTS_TAG, id: slug }, { type: POST_TAG, id: slug }],
    }),
    deleteComment: build.mutation<void, { slug: string; commentId: string }>({
      query: ({ slug, commentId }) => ({ url: BLOG_ROUTES.deleteComment(slug, commentId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { slug }) => [LIST, { type: COMMENTS_TAG, id: slug }, { type: POST_TAG, id: slug }],
    }),
    uploadImage: build.mutation<BlogImageUploaded, File>({
      query: (file) => {
        const body = new FormData();
        body.append(BLOG_IMAGE_FIELD, file);
        return { url: BLOG_ROUTES.uploadImage, method: 'POST', body };
      },
    }),
    subscribeNewsletter: build.mutation<BlogNewsletterResponse, BlogNewsletterRequest>({
      query: (body) => ({ url: BLOG_ROUTES.newsletter, method: 'POST', body }),
    }),
  }),
});

type ApiDispatch = (action: unknown) => unknown;

/**
 * Applies `recipe` to every cached copy of the post (one per viewer) and returns a function
 * that undoes it.
 */
function patchCachedPost(dispatch: ApiDispatch, getState: () => unknown, slug: string, recipe: (post: BlogPostView) => void): () => void {
  const patches = blogApi.util
    .selectInvalidatedBy(getState() as Parameters<typeof blogApi.util.selectInvalidatedBy>[0], [{ type: POST_TAG, id: slug }])
    .filter(({ endpointName }) => endpointName === 'getPost')
    .map(
      ({ originalArgs }) => dispatch(blogApi.util.updateQueryData('getPost', originalArgs as ViewerArgs, recipe)) as { undo: () => void },
    );
  return () => patches.forEach((patch) => patch.undo());
}

export const {
  useListPostsQuery,
  useMyPostsQuery,
  useFeaturedPostsQuery,
  useRecentPostsQuery,
  usePopularPostsQuery,
  useBlogCategoriesQuery,
  useBlogTagsQuery,
  useGetPostQuery,
  useRelatedPostsQuery,
  useRecordViewMutation,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useSetLikeMutation,
  useSetSaveMutation,
  useGetCommentsQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useUploadImageMutation,
  useSubscribeNewsletterMutation,
} = blogApi;
