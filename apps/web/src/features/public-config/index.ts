export { usePublicConfig, usePublicContact, usePublicFigures } from './api';
export { useShownFigures, type ShownFigures } from './shown-figures';
