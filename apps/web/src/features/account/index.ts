export { useGetProfileQuery } from './api';
