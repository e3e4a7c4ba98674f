import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostFormValues } from '../post-form-rules';
import { sanitizePostHtml } from '../sanitize-html';
import { PostImage } from './post-image';

/** The post as readers will see it, from what is in the form (not yet sent). */
export function PostPreview({ values }: { values: PostFormValues }) {
  const { t } = useTranslation('blog');
  const html = useMemo(() => sanitizePostHtml(values.content), [values.content]);
  const empty = values.title.trim() === '' && values.contentText.trim() === '' && !values.contentHasImage;
  return (
    <section aria-label={t('editor.previewHeading')} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
      {empty ? (
        <p className="text-slate-600">{t('editor.previewEmpty')}</p>
      ) : (
        <article>
          <p className="text-sm font-semibold text-brand-700">{t(`categories.${values.category}`)}</p>
          <h2 className="mt-2 text-3xl font-bold text-slate-900">{values.title}</h2>
          {values.excerpt.trim() && <p className="mt-3 text-lg text-slate-700">{values.excerpt}</p>}
          {values.featuredImage && <PostImage src={values.featuredImage} className="mt-6 aspect-video w-full rounded-xl" />}
          {/* Sanitised in the browser: this HTML has not been through the server yet. */}
          <div className="blog-content mt-6" dangerouslySetInnerHTML={{ __html: html }} />
          {values.tags.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {values.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </article>
      )}
    </section>
  );
}
