import { seed } from '../seed/seed.js';
import { runCli } from './run-cli.js';

await runCli(async ({ databaseUrl, admin, seedDemo }) => {
  await seed(databaseUrl, { admin, demo: seedDemo });
  const done = [
    seedDemo ? 'demo data present' : 'no demo data (production)',
    admin ? `admin ${admin.email} present` : 'no ADMIN_EMAIL set',
  ];
  console.log(`seed: ${done.join(', ')}`);
});
