// The catalogue search and its index of every service's words, in a chunk of its own
// (hooks/use-service-search.ts loads it on the first letter typed).
export { searchServices } from '@hm/catalog';
