// The route table lives in @hm/contracts (page-paths.ts), shared with the API's page server.
export { isPagePath, pageRoutes, paths, type PageKey, type PageRoute } from '@hm/contracts';
