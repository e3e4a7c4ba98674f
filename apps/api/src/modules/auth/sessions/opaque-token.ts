// Refresh tokens and mailed links share one token format, defined next to the tables that keep
// their hashes (the worker issues mailed links too).
export { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from '@hm/db';
