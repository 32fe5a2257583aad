import { eq, or, sql } from 'drizzle-orm';
import { loadEveryNamespace } from '@vh/contracts';
import { businesses } from '../db/schema/index.ts';
import { verifyChain, type VerifyProgress } from '../features/audit/audit-verify.ts';
import { openForCommand } from './database.ts';

// npm run audit:verify [-- <centre id or owner uid>]: walks one business's audit chain, or every
// business's, and prints its length and head or the first entry that was altered, removed or
// reordered, and how many entries the retention job redacted (those still verify); then each row
// the hours are computed from that disagrees with the chain, by table, id and column. Exits 1 when
// any business does not verify, so a cron job or CI can alarm on it.

const target = process.argv[2];
// A problem's words come from the catalogue.
await loadEveryNamespace();
const { database } = await openForCommand();
const db = database.db;
let owners: string[];
if (target) {
  const isUuid = /^[0-9a-f-]{36}$/i.test(target);
  const rows = isUuid
    ? await db
        .select({ owner: businesses.ownerUid })
        .from(businesses)
        .where(or(eq(businesses.id, target), eq(businesses.ownerUid, target)))
        .limit(1)
    : [];
  if (!rows[0]) {
    console.error(`No business has a centre or owner with the id ${target}`);
    await database.close();
    process.exit(2);
  }
  owners = [rows[0].owner];
} else {
  const result: unknown = await db.execute(
    sql`select owner_uid from audit_heads order by owner_uid`,
  );
  owners = (result as { rows: { owner_uid: string }[] }).rows.map((row) => row.owner_uid);
}
let broken = 0;
for (const owner of owners) {
  const report = await withProgress((progress) => verifyChain(db, owner, new Date(), { progress }));
  const redacted = report.redacted > 0 ? `  ${report.redacted} redacted` : '';
  const checked = `${report.length} entries${redacted}, ${report.rows_checked} rows`;
  if (report.ok) {
    console.log(`ok      ${owner}  ${checked}  head ${report.head ?? '-'}`);
    continue;
  }
  broken += 1;
  const bad = report.first_bad;
  console.log(
    bad
      ? `BROKEN  ${owner}  entry ${bad.seq} ${bad.problem}: ${bad.detail}`
      : `BROKEN  ${owner}  ${checked}: rows disagree with the chain`,
  );
  for (const problem of report.row_problems) {
    console.log(`        ${problem.problem} ${problem.table} ${problem.key}: ${problem.detail}`);
  }
  if (report.more_row_problems > 0) {
    console.log(`        and ${report.more_row_problems} more rows`);
  }
}
console.log(`${owners.length} chain(s) checked, ${broken} broken`);

/** On a terminal, a line that counts what a long check has done so far (erased at the end). */
async function withProgress<T>(check: (progress: VerifyProgress) => Promise<T>): Promise<T> {
  const progress: VerifyProgress = { entriesChecked: 0, rowsChecked: 0 };
  const ticker = process.stderr.isTTY
    ? setInterval(() => {
        process.stderr.write(
          `\r  ${progress.entriesChecked} entries, ${progress.rowsChecked} rows checked…`,
        );
      }, 1000)
    : undefined;
  try {
    return await check(progress);
  } finally {
    if (ticker) {
      clearInterval(ticker);
      process.stderr.write('\r\x1b[K');
    }
  }
}
await database.close();
process.exit(broken > 0 ? 1 : 0);
