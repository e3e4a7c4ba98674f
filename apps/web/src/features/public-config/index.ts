export { useGetPublicConfigQuery, useGetPublicFiguresQuery } from './api';
