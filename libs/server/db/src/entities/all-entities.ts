import { OutboxMessageSchema } from './outbox-message.entity.js';
import { UserSchema } from './user.entity.js';

// Every entity the ORM knows; a new entity is added here and gets a migration.
export const ENTITIES = [UserSchema, OutboxMessageSchema];
