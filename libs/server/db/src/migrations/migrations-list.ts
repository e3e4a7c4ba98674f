import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Initial } from './Migration0001Initial.js';

// Listed statically (not discovered by glob) so migrations run identically from src under
// Jest and from dist under Node. Append new migrations here, in order; never rename one.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration0001Initial', class: Migration0001Initial },
];
