import { rotateReceiptKey } from '../features/receipts/receipt-keys.ts';
import { openForCommand } from './database.ts';

// npm run receipts:rotate-key: a new receipt-signing key in DATA_DIR, the old one deleted and its
// public half kept published (retired), so every receipt it signed still checks. Restart the
// server afterwards. With RECEIPT_SIGNING_KEY set, rotate by changing that setting instead.

const { config, database } = await openForCommand();
if (config.receiptSigningKey) {
  console.error(
    'RECEIPT_SIGNING_KEY is set: put the new key there instead (the old public key stays published).',
  );
  await database.close();
  process.exit(2);
}
const next = await rotateReceiptKey(database.db, config.dataDir);
console.log(`New receipt key ${next.keyId}; restart the server to sign with it.`);
await database.close();
