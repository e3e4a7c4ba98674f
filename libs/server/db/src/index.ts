export { createOrmOptions, type OrmConfig } from './orm-options.js';
export { migrateUp } from './migrate.js';
export { seed } from './seed/seed.js';
export { DEMO_USERS, type DemoUser } from './seed/demo-users.js';
export { parseDatabaseUrl, InvalidConfigError } from './config/db-config.js';
export { User, UserSchema, USER_ROLES, USER_LOCALES, type UserRole, type UserLocale } from './entities/user.entity.js';
export { OutboxMessage, OutboxMessageSchema } from './entities/outbox-message.entity.js';
export { ENTITIES } from './entities/all-entities.js';
