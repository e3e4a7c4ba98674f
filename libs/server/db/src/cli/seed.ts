import { seed } from '../seed/seed.js';
import { runCli } from './run-cli.js';

await runCli(async ({ databaseUrl }) => {
  await seed(databaseUrl);
  console.log('seed: demo data present');
});
