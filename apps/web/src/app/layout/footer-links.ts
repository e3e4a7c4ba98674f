// Inside a sentence a link must look like one without hovering.
export const INLINE_LINK_CLASS = 'rounded text-white underline underline-offset-4 hover:text-brand-200';
