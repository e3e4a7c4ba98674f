import { UnderscoreNamingStrategy } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { ENTITIES } from './entities/all-entities.js';
import { migrationsList } from './migrations/migrations-list.js';

export interface OrmConfig {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Log every SQL statement (development aid). */
  debug?: boolean;
}

/** MikroORM options shared by the api, the worker, the CLI and the tests. */
export function createOrmOptions(cfg: OrmConfig): Options {
  return defineConfig({
    clientUrl: cfg.url,
    entities: ENTITIES,
    // Entities are defined with defineEntity, so no reflection or folder discovery is needed.
    discovery: { warnWhenNoEntities: true },
    namingStrategy: UnderscoreNamingStrategy,
    forceUtcTimezone: true,
    // Every unit of work must fork its own EntityManager (request context, job, relay tick).
    allowGlobalContext: false,
    // The schema is owned by committed migrations; never create or alter it implicitly.
    ensureDatabase: false,
    debug: cfg.debug ?? false,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      // Migrations are hand-written; the snapshot file would only be written next to dist/.
      snapshot: false,
      silent: true,
    },
  });
}
