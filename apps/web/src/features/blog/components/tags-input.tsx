import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_MAX_LENGTH } from '@hm/contracts';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_HINT_CLASS, FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { commitTagDraft, isTagCommitKey, removeTag, typeTagDraft } from '../tags-rule';
import { CloseIcon } from './icons';

interface TagsInputProps {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
}

/** Tags: Enter or comma adds the trimmed, lower-cased tag unless empty or present; each tag removable. */
export function TagsInput({ tags, onChange }: TagsInputProps) {
  const { t } = useTranslation('blog');
  const id = useId();
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState('');

  const apply = (next: { tags: readonly string[]; draft: string }) => {
    if (next.tags !== tags && next.tags.join() !== tags.join()) onChange(next.tags);
    setDraft(next.draft);
  };

  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {t('editor.tagsLabel')}
      </label>
      {tags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('editor.tagsLabel')}>
          {tags.map((tag) => (
            <li key={tag}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-900">
                #{tag}
                <button
                  type="button"
                  aria-label={t('editor.removeTag', { tag })}
                  onClick={() => onChange(removeTag(tags, tag))}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <CloseIcon />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        value={draft}
        maxLength={BLOG_MAX_LENGTH.tag * 4}
        placeholder={t('editor.tagsPlaceholder')}
        aria-describedby={hintId}
        enterKeyHint="done"
        onChange={(event) => apply(typeTagDraft({ tags, draft }, event.target.value))}
        onKeyDown={(event) => {
          if (isTagCommitKey(event.key)) {
            // Enter would submit the form; ',' is handled here rather than typed.
            event.preventDefault();
            apply(commitTagDraft({ tags, draft }));
          }
        }}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-2`}
      />
      <p id={hintId} className={FIELD_HINT_CLASS}>
        {t('editor.tagsHint')}
      </p>
    </div>
  );
}
