import { relative } from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS (import.meta is empty there) and wants paths relative
// to the working directory (it mangles absolute ones), so they are computed from this folder.
const here = relative(process.cwd(), import.meta.dirname ?? __dirname) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/schema.ts`,
  out: `${here}/migrations`,
  schemaFilter: ['billing_sandbox'],
});
