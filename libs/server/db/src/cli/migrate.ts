import { migrateUp } from '../migrate.js';
import { runCli } from './run-cli.js';

await runCli(async ({ databaseUrl }) => {
  const applied = await migrateUp(databaseUrl);
  console.log(applied.length === 0 ? 'migrate: database is up to date' : `migrate: applied ${applied.join(', ')}`);
});
