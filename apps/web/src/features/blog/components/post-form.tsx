import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BLOG_CATEGORIES,
  BLOG_MAX_LENGTH,
  BLOG_POST_CREATED_REDIRECT_MS,
  BLOG_POST_STATUSES,
  SUPPORTED_LANGUAGES,
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
import { useRuleForm } from '../../../hooks/use-rule-form';
import {
  savedMessageKey,
  serverFieldErrors,
  toPostRequest,
  translationChoices,
  validatePostForm,
  type PostFormValues,
  type TranslationChoice,
} from '../post-form-rules';
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
  /** The author's posts it may translate (filtered here to the other language); the post itself is left out. */
  translatable?: readonly TranslationChoice[];
  /** The edited post's id. */
  postId?: string;
}

/** A failure lists the server's errors of fields shown nowhere else (the title's and the content's are). */
type Outcome = { kind: 'saved'; status: BlogPostStatus } | { kind: 'failed'; message: string; fieldErrors: [string, string][] } | null;

/**
 * The post editor of /blog/create and /blog/edit/:slug: fields, preview,
 * Save Draft and Publish; after a save, the success message and /blog/{slug} 1.5 s later.
 */
export function PostForm({ initial, save, failedMessage, translatable = [], postId }: PostFormProps) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const form = useRuleForm({
    defaultValues: initial,
    check: validatePostForm,
    // The form's own rules, or the API's codes of a refused save.
    message: (key: string) =>
      key === 'titleRequired' || key === 'contentRequired' ? t(`editor.${key}`) : t(`errors.fields.${key}` as 'errors.fields.REQUIRED'),
  });
  const values = form.watch();
  const [busy, setBusy] = useState<BlogPostStatus | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [preview, setPreview] = useState(false);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const locked = busy !== null || outcome?.kind === 'saved';
  const submit = (status: BlogPostStatus) =>
    form.onSubmit(
      async (current: PostFormValues) => {
        setBusy(status);
        try {
          const saved = await save(toPostRequest(current, status));
          form.setValue('status', status);
          setOutcome({ kind: 'saved', status });
          redirect.current = setTimeout(() => void navigate(paths.blogPost.getHref(saved.slug)), BLOG_POST_CREATED_REDIRECT_MS);
        } catch (error) {
          const fields = serverFieldErrors(error);
          form.setErrors(fields);
          const others = Object.entries(fields).filter(([field]) => field !== 'title' && field !== 'content');
          setOutcome({ kind: 'failed', message: failedMessage, fieldErrors: others.map(([field, code]) => [field, form.message(code)]) });
        } finally {
          setBusy(null);
        }
      },
      { busy: locked, onAttempt: () => setOutcome(null), onInvalid: () => setPreview(false) },
    );
  const choices = translationChoices(translatable, values.language, postId);
  // The editor is the content's field: the form focuses it when the content is missing.
  const { error: contentError, ...contentField } = form.field('content');

  return (
    <form noValidate onSubmit={(event) => submit(values.status)(event)} className="space-y-6">
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
        <TextField
          label={t('editor.titleLabel')}
          required
          maxLength={BLOG_MAX_LENGTH.title}
          placeholder={t('editor.titlePlaceholder')}
          {...form.field('title')}
        />
        <TextareaField
          label={t('editor.excerptLabel')}
          hint={t('editor.excerptHint')}
          rows={3}
          maxLength={BLOG_MAX_LENGTH.excerpt}
          {...form.field('excerpt')}
        />
        <ImageUpload value={values.featuredImage} onChange={(url) => form.setValue('featuredImage', url)} />
        <div>
          <span id={contentLabelId} className={FIELD_LABEL_CLASS}>
            {t('editor.contentLabel')}
            <RequiredMark />
          </span>
          <RichTextEditor
            initialHtml={initial.content}
            labelId={contentLabelId}
            invalid={Boolean(contentError)}
            describedBy={contentError ? contentErrorId : undefined}
            editableRef={contentField.ref}
            onChange={({ html, text, hasImage }) => {
              form.setValue('contentText', text);
              form.setValue('contentHasImage', hasImage);
              form.setValue('content', html, { shouldValidate: form.formState.isSubmitted });
            }}
          />
          <FieldError id={contentErrorId} message={contentError} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField label={t('editor.categoryLabel')} {...form.field('category')}>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('editor.statusLabel')} {...form.field('status')}>
            {BLOG_POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`editor.status.${status}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TagsInput tags={values.tags} onChange={(tags) => form.setValue('tags', tags)} />
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label={t('editor.languageLabel')}
            hint={t('editor.languageHint')}
            {...form.field('language', {
              // A translation is of a post in the other language: a change of language drops the choice.
              onChange: () => form.setValue('translationOf', ''),
            })}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`editor.language.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('editor.translationOfLabel')} hint={t('editor.translationOfHint')} {...form.field('translationOf')}>
            <option value="">{t('editor.translationOfNone')}</option>
            {choices.map((post) => (
              <option key={post.id} value={post.id} lang={post.language}>
                {post.title}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      <div aria-live="polite">
        {outcome?.kind === 'saved' && <FormAlert tone="success">{t(`editor.${savedMessageKey(outcome.status)}`)}</FormAlert>}
      </div>
      {outcome?.kind === 'failed' && (
        <FormAlert tone="error" focusOnShow>
          <p>{outcome.message}</p>
          {outcome.fieldErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {outcome.fieldErrors.map(([field, message]) => (
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
          onClick={(event) => submit('draft')(event)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'draft' ? t('editor.saving') : t('editor.saveDraft')}
        </button>
        <button
          type="button"
          disabled={locked}
          aria-busy={busy === 'published' || undefined}
          onClick={(event) => submit('published')(event)}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'published' ? t('editor.publishing') : t('editor.publish')}
        </button>
      </div>
    </form>
  );
}
