export { usePublicConfig, usePublicContact, usePublicFigures } from './hooks';
export { useShownFigures, type ShownFigures } from './shown-figures';
