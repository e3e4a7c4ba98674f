import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_DEFAULT_VIEW, BLOG_PAGE_SIZE, type BlogView } from '@hm/contracts';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useListPostsQuery } from '../api';
import { BlogHero } from '../components/blog-hero';
import { BlogSidebar } from '../components/blog-sidebar';
import { FilterBar } from '../components/filter-bar';
import { FilterChips } from '../components/filter-chips';
import { Pagination } from '../components/pagination';
import { PostResults } from '../components/post-results';
import { useListState } from '../hooks/use-list-state';
import { useSearchDraft } from '../hooks/use-search-draft';
import { hasActiveFilters, listLanguage } from '../list-state';
import { useLanguage } from '../../../hooks/use-language';

/** /blog: hero, filter bar, chips, posts with pagination, sidebar; the URL query holds the filters. */
export function BlogPage() {
  usePageTitle('blog');
  const { t } = useTranslation('blog');
  const session = useSession();
  const list = useListState();
  const { state } = list;
  const readerLanguage = useLanguage();
  const language = listLanguage(state, readerLanguage);
  const search = useSearchDraft(state.search, (value) => list.changeFilters({ search: value }, { replace: true }));
  const [layout, setLayout] = useState<BlogView>(BLOG_DEFAULT_VIEW);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    currentData: data,
    isFetching,
    isError,
    refetch,
  } = useListPostsQuery({
    ...(state.search ? { search: state.search } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
    sort: state.sort,
    language,
    page: state.page,
    limit: BLOG_PAGE_SIZE,
  });
  // Skeletons for a new query; the cards stay while the same query refetches in the background.
  const showLoading = isFetching && data === undefined;

  return (
    <>
      <BlogHero search={search} language={language} />
      <PageContainer className="pb-16">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby={headingId}>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-slate-900 outline-none">
              {t('list.postsHeading')}
            </h2>
            <FilterBar
              list={list}
              search={search}
              language={language}
              readerLanguage={readerLanguage}
              layout={layout}
              onLayoutChange={setLayout}
              total={isError ? undefined : data?.total}
            />
            <FilterChips list={list} />
            <div className="mt-6" aria-busy={showLoading}>
              <PostResults
                posts={data?.posts}
                layout={layout}
                loading={showLoading}
                failed={isError && !isFetching}
                onRetry={() => void refetch()}
                filtered={hasActiveFilters(state)}
                signedIn={session.status === 'signed-in'}
              />
            </div>
            {!showLoading && !isError && data && (
              <Pagination
                page={state.page}
                totalPages={data.totalPages}
                onPage={(page) => {
                  list.setPage(page);
                  heading.current?.scrollIntoView({ block: 'start' });
                  heading.current?.focus({ preventScroll: true });
                }}
              />
            )}
          </section>
          <aside aria-label={t('sidebar.label')} className="lg:pt-12">
            <BlogSidebar state={state} language={language} />
          </aside>
        </div>
      </PageContainer>
    </>
  );
}
