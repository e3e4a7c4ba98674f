import { useTranslation } from 'react-i18next';
import type { BlogPostView } from '@hm/contracts';

function initialsOf(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** Author box: name and bio ('Passionate writer and contributor' when there is none). */
export function AuthorBox({ post }: { post: BlogPostView }) {
  const { t } = useTranslation('blog');
  return (
    <section aria-label={t('post.aboutAuthor')} className="flex gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <span
        aria-hidden="true"
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
      >
        {initialsOf(post.author.name)}
      </span>
      <div>
        <p className="text-sm font-semibold text-slate-600">{t('post.aboutAuthor')}</p>
        <p className="text-lg font-bold text-slate-900">{post.author.name}</p>
        <p className="mt-1 text-slate-700">{post.authorBio ?? t('post.defaultBio')}</p>
      </div>
    </section>
  );
}
