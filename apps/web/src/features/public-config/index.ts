export { useGetPublicConfigQuery, useGetPublicFiguresQuery, usePublicContact } from './api';
export { useShownFigures, type ShownFigures } from './shown-figures';
