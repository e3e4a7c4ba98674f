export { useGetPublicConfigQuery } from './api';
