export { ServiceSearch } from './components/service-search';
export { ComingSoonNotify } from './components/coming-soon-notify';
