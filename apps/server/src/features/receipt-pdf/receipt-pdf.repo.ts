import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

/** The centre's time zone, for the receipt's times; null if the centre is gone. */
export async function centreTimeZone(db: Executor, centreId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, centreId));
  return row?.timeZone ?? null;
}
