export { ServiceSearch } from './components/service-search';
