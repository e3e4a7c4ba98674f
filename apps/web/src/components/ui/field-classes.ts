// One look for every form control. 16 px text keeps iOS from zooming into a focused field.
export const FIELD_LABEL_CLASS = 'block text-sm font-semibold text-slate-800';
export const FIELD_CONTROL_CLASS =
  'block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base placeholder:text-slate-500 aria-invalid:border-red-600';
// Apart, because a <select> matches :read-only too.
export const FIELD_EDITABLE_CLASS = 'bg-white text-slate-900';
export const FIELD_READ_ONLY_CLASS = 'bg-slate-100 text-slate-700';
export const FIELD_HINT_CLASS = 'mt-1 text-sm text-slate-600';
export const FIELD_ERROR_CLASS = 'mt-1 text-sm font-medium text-red-700';
