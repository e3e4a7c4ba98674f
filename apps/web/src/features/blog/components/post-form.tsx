import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BLOG_CATEGORIES,
  BLOG_MAX_LENGTH,
  BLOG_POST_CREATED_REDIRECT_MS,
  BLOG_POST_STATUSES,
  isBlogCategory,
  type BlogPostStatus,
  type BlogPostView,
  type CreateBlogPostRequest,
} from '@hm/contracts';
import { FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { FieldError } from '../../../components/ui/field-message';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { paths } from '../../../config/paths';
import { savedMessageKey, serverFieldErrors, toPostRequest, validatePostForm, type PostFormValues } from '../post-form-rules';
import { ImageUpload } from './image-upload';
import { PostPreview } from './post-preview';
import { RichTextEditor } from './editor/rich-text-editor';
import { TagsInput } from './tags-input';
import { RequiredMark } from '../../../components/ui/required-mark';

interface PostFormProps {
  initial: PostFormValues;
  /** Sends the post (create or update) and resolves with the saved post. */
  save: (request: CreateBlogPostRequest) => Promise<BlogPostView>;
  /** 'Failed to create post' for a new post. */
  failedMessage: string;
}

type Outcome = { kind: 'saved'; status: BlogPostStatus } | { kind: 'failed'; message: string } | null;

/**
 * The post editor of /blog/create and /blog/edit/:slug: fields, preview,
 * Save Draft and Publish; after a save, the success message and /blog/{slug} 1.5 s later.
 */
export function PostForm({ initial, save, failedMessage }: PostFormProps) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const [values, setValues] = useState<PostFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<BlogPostStatus | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [preview, setPreview] = useState(false);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const titleRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const submit = async (status: BlogPostStatus) => {
    if (busy || outcome?.kind === 'saved') return;
    const local = validatePostForm(values);
    const localErrors: Record<string, string> = {};
    if (local.title) localErrors.title = t('editor.titleRequired');
    if (local.content) localErrors.content = t('editor.contentRequired');
    setErrors(localErrors);
    if (local.title || local.content) {
      setPreview(false);
      setOutcome(null);
      // The first invalid field, for keyboard and screen-reader users.
      requestAnimationFrame(() => {
        if (local.title) titleRef.current?.querySelector('input')?.focus();
        else contentRef.current?.querySelector<HTMLElement>('[contenteditable]')?.focus();
      });
      return;
    }
    setBusy(status);
    setOutcome(null);
    try {
      const saved = await save(toPostRequest(values, status));
      setValues((current) => ({ ...current, status }));
      setOutcome({ kind: 'saved', status });
      redirect.current = setTimeout(() => void navigate(paths.blogPost.getHref(saved.slug)), BLOG_POST_CREATED_REDIRECT_MS);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const translated: Record<string, string> = {};
      for (const [field, code] of Object.entries(fields)) translated[field] = t(`errors.fields.${code}` as 'errors.fields.REQUIRED');
      setErrors(translated);
      setOutcome({ kind: 'failed', message: failedMessage });
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values.status);
  };

  const locked = busy !== null || outcome?.kind === 'saved';
  const otherFieldErrors = Object.entries(errors).filter(([field]) => field !== 'title' && field !== 'content');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <div className="flex justify-end">
        {/* A mode switch whose label says where it goes (Preview / Edit), so no aria-pressed. */}
        <button
          type="button"
          onClick={() => setPreview((current) => !current)}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {preview ? t('editor.edit') : t('editor.preview')}
        </button>
      </div>

      {preview && <PostPreview values={values} />}

      <div className={preview ? 'hidden' : 'space-y-6'}>
        <div ref={titleRef}>
          <TextField
            label={t('editor.titleLabel')}
            required
            value={values.title}
            maxLength={BLOG_MAX_LENGTH.title}
            placeholder={t('editor.titlePlaceholder')}
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </div>
        <TextareaField
          label={t('editor.excerptLabel')}
          hint={t('editor.excerptHint')}
          rows={3}
          value={values.excerpt}
          maxLength={BLOG_MAX_LENGTH.excerpt}
          error={errors.excerpt}
          onChange={(event) => set('excerpt', event.target.value)}
        />
        <ImageUpload value={values.featuredImage} onChange={(url) => set('featuredImage', url)} />
        <div ref={contentRef}>
          <span id={contentLabelId} className={FIELD_LABEL_CLASS}>
            {t('editor.contentLabel')}
            <RequiredMark />
          </span>
          <RichTextEditor
            initialHtml={initial.content}
            labelId={contentLabelId}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? contentErrorId : undefined}
            onChange={({ html, text, hasImage }) => {
              setValues((current) => ({ ...current, content: html, contentText: text, contentHasImage: hasImage }));
              if (errors.content) setErrors(({ content: _removed, ...rest }) => rest);
            }}
          />
          <FieldError id={contentErrorId} message={errors.content} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label={t('editor.categoryLabel')}
            value={values.category}
            error={errors.category}
            onChange={(event) => {
              if (isBlogCategory(event.target.value)) set('category', event.target.value);
            }}
          >
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('editor.statusLabel')}
            value={values.status}
            onChange={(event) => set('status', event.target.value === 'published' ? 'published' : 'draft')}
          >
            {BLOG_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`editor.status.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} />
      </div>

      <div aria-live="polite">
        {outcome?.kind === 'saved' && <FormAlert tone="success">{t(`editor.${savedMessageKey(outcome.status)}`)}</FormAlert>}
      </div>
      {outcome?.kind === 'failed' && (
        <FormAlert tone="error" focusOnShow>
          <p>{outcome.message}</p>
          {otherFieldErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {otherFieldErrors.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
        </FormAlert>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={locked}
          aria-busy={busy === 'draft' || undefined}
          onClick={() => void submit('draft')}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'draft' ? t('editor.saving') : t('editor.saveDraft')}
        </button>
        <button
          type="button"
          disabled={locked}
          aria-busy={busy === 'published' || undefined}
          onClick={() => void submit('published')}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'published' ? t('editor.publishing') : t('editor.publish')}
        </button>
      </div>
    </form>
  );
}
