import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// npm run openapi:check: builds the app on a scratch PGlite database, takes the OpenAPI document it
// serves at /api/docs/json and validates it against the OpenAPI 3.1 schema. Exits 1 when the
// document is invalid or not 3.1, printing what is wrong; `-- --print` prints the document too.

const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-openapi-'));
let document: unknown;
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false, runBots: false, runRetention: false });
  try {
    await app.ready();
    document = app.swagger();
  } finally {
    await app.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

if (process.argv.includes('--print')) console.info(JSON.stringify(document, null, 2));
const validator = new Validator();
const result = await validator.validate(document as Record<string, unknown>);
if (!result.valid) {
  console.error('The OpenAPI document is invalid:', JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
if (validator.version !== '3.1') {
  console.error(`The OpenAPI document is ${String(validator.version)}, not 3.1`);
  process.exit(1);
}
const paths = Object.keys((document as { paths?: object }).paths ?? {}).length;
console.info(`The OpenAPI document is valid OpenAPI ${validator.version} (${paths} paths)`);
