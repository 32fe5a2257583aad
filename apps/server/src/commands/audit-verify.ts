import { eq, or, sql } from 'drizzle-orm';
import { businesses } from '../db/schema/index.ts';
import { verifyChain } from '../features/audit/audit-verify.ts';
import { openForCommand } from './database.ts';

// npm run audit:verify [-- <centre id or owner uid>]: walks one business's audit chain, or every
// business's, and prints its length and head or the first entry that was altered, removed or
// reordered, and how many entries the retention job redacted (those still verify). Exits 1 when
// any chain does not verify, so a cron job or CI can alarm on it.

const target = process.argv[2];
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
  const report = await verifyChain(db, owner, new Date());
  if (report.ok) {
    const redacted = report.redacted > 0 ? `  ${report.redacted} redacted` : '';
    console.log(
      `ok      ${owner}  ${report.length} entries${redacted}  head ${report.head ?? '-'}`,
    );
  } else {
    broken += 1;
    const bad = report.first_bad;
    console.log(
      `BROKEN  ${owner}  entry ${bad?.seq ?? '?'} ${bad?.problem ?? ''}: ${bad?.detail ?? ''}`,
    );
  }
}
console.log(`${owners.length} chain(s) checked, ${broken} broken`);
await database.close();
process.exit(broken > 0 ? 1 : 0);
