import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_IMAGE_MIME_TYPES, BlogErrorCode } from '@hm/contracts';
import { FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { apiErrorMessageKey } from '../../../lib/api-error';
import { useUploadImageMutation } from '../api';
import { imageFileProblem } from '../image-file-rule';
import { ImageIcon } from './icons';

interface ImageUploadProps {
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
}

type UploadProblem = 'notImage' | 'tooLarge' | 'tooManyPixels' | 'failed';

function problemOf(error: unknown): UploadProblem {
  const body = (error as { data?: { code?: unknown } } | undefined)?.data;
  if (body?.code === BlogErrorCode.ImageNotAnImage || body?.code === BlogErrorCode.ImageMissing) return 'notImage';
  if (body?.code === BlogErrorCode.ImageTooLarge) return 'tooLarge';
  if (body?.code === BlogErrorCode.ImageTooManyPixels) return 'tooManyPixels';
  // A proxy's 413 carries no code.
  if (apiErrorMessageKey(error as Parameters<typeof apiErrorMessageKey>[0]) === 'VALIDATION_FAILED') return 'notImage';
  return 'failed';
}

/** Featured image: drag and drop or browse, images up to 5 MB, a preview and a remove button. */
export function ImageUpload({ value, onChange }: ImageUploadProps) {
  const { t } = useTranslation('blog');
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [upload, { isLoading }] = useUploadImageMutation();

  const take = async (file: File | undefined) => {
    if (!file) return;
    const local = imageFileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    try {
      const { url } = await upload(file).unwrap();
      onChange(url);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className={FIELD_LABEL_CLASS}>
        {t('upload.label')}
      </span>
      {value ? (
        <div className="mt-1 overflow-hidden rounded-lg border border-slate-300">
          <img src={value} alt={t('upload.previewAlt')} className="max-h-72 w-full object-cover" />
          <div className="flex justify-end bg-slate-50 p-2">
            <button
              type="button"
              onClick={() => {
                onChange(null);
                setProblem(null);
              }}
              className="inline-flex min-h-11 items-center rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t('upload.remove')}
            </button>
          </div>
        </div>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop-zone"
          className={`mt-1 flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
        >
          <ImageIcon className="size-10 text-slate-400" />
          <p className="text-slate-700">
            {t('upload.dropHere')}{' '}
            <label htmlFor={inputId} className="cursor-pointer font-semibold text-brand-700 underline hover:text-brand-900">
              {t('upload.browse')}
            </label>
          </p>
          <p id={hintId} className="text-sm text-slate-600">
            {t('upload.hint')}
          </p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={BLOG_IMAGE_MIME_TYPES.join(',')}
            aria-label={t('upload.browseLabel')}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            disabled={isLoading}
            onChange={(event) => void take(event.target.files?.[0])}
            className="sr-only focus-visible:not-sr-only"
          />
        </div>
      )}
      <div id={errorId} aria-live="polite" className="mt-1 text-sm">
        {isLoading && <p className="text-slate-700">{t('upload.uploading')}</p>}
        {problem && <p className="font-medium text-red-700">{t(`upload.${problem}`)}</p>}
      </div>
    </div>
  );
}
