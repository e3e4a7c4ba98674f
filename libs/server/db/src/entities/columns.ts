import { p } from '@mikro-orm/core';

// Columns many tables share, defined once so that they stay alike.

/** When the row was written: set by the database (`default now()`) and by the ORM on insert. */
export const createdAtColumn = () =>
  p
    .datetime()
    .columnType('timestamptz')
    .defaultRaw('now()')
    .onCreate(() => new Date());

/** When the row last changed: as createdAt, then renewed by the ORM on every update. */
export const updatedAtColumn = () => createdAtColumn().onUpdate(() => new Date());
