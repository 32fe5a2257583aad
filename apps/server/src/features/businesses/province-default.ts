import { count, eq } from 'drizzle-orm';
import { CANADA, OVERTIME_PRESETS, TIMESHEETS } from '@vh/contracts';
import type { Transaction } from '../../db/client.ts';
import { businesses, overtimeRules } from '../../db/schema/index.ts';
import { bindOvertimeRules } from '../audit/audit-bindings.ts';
import { appendAudit } from '../audit/audit-chain.ts';

export type OvertimePreset = (typeof OVERTIME_PRESETS)[number];

const HOUR = 3600;

/** The overtime preset of a centre's province ('CA-ON'); null outside Canada or for none. */
export function provincePresetOf(country: string, province: string): OvertimePreset | null {
  if (country !== CANADA) return null;
  return OVERTIME_PRESETS.find((preset) => preset.key === `CA-${province}`) ?? null;
}

type PremiumField = 'overtimePct' | 'doubleDaily' | 'doublePct' | 'holidayPct';

/** A premium figure the preset sets, or null where it leaves the product's default. */
function premiumOf(preset: OvertimePreset, field: PremiumField): number | null {
  const value: unknown = (preset as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

/** A preset as the rules row stores it: thresholds in seconds, premiums in whole percent. */
export function presetRow(preset: OvertimePreset) {
  const doubleDaily = premiumOf(preset, 'doubleDaily');
  return {
    dailySeconds: preset.daily === null ? null : preset.daily * HOUR,
    weeklySeconds: preset.weekly === null ? null : preset.weekly * HOUR,
    preset: preset.key,
    overtimePct: premiumOf(preset, 'overtimePct'),
    doubleDailySeconds: doubleDaily === null ? null : doubleDaily * HOUR,
    doublePct: premiumOf(preset, 'doublePct'),
    holidayPct: premiumOf(preset, 'holidayPct'),
  };
}

/**
 * A new business's overtime rules follow its first centre's province (Ontario: no daily limit,
 * 44 h a week), so the owner starts from their law instead of a default from elsewhere; the rules
 * screen says so (origin 'province') until the owner changes them. Only for the first centre of
 * an owner who never had rules: an existing business's rules are never changed behind its back.
 * Called in the transaction that creates the centre, after its entry.
 */
export async function rulesFromProvince(
  tx: Transaction,
  centre: { ownerUid: string; country: string; province: string },
  at: Date,
): Promise<void> {
  const preset = provincePresetOf(centre.country, centre.province);
  if (!preset) return;
  const [centres] = await tx
    .select({ n: count() })
    .from(businesses)
    .where(eq(businesses.ownerUid, centre.ownerUid));
  if ((centres?.n ?? 0) !== 1) return;
  const [existing] = await tx
    .select({ ownerUid: overtimeRules.ownerUid })
    .from(overtimeRules)
    .where(eq(overtimeRules.ownerUid, centre.ownerUid));
  if (existing) return;
  const [row] = await tx
    .insert(overtimeRules)
    .values({
      ownerUid: centre.ownerUid,
      weekStart: TIMESHEETS.defaultWeekStart,
      ...presetRow(preset),
      origin: 'province',
      updatedAt: at,
    })
    .returning();
  if (!row) return;
  await appendAudit(tx, {
    ownerUid: centre.ownerUid,
    // The province's rules are the business's defaults: recorded on the owner's behalf.
    actorUid: centre.ownerUid,
    action: 'overtime_rules.province',
    subject: `owner:${centre.ownerUid}`,
    data: {
      preset: preset.key,
      after: {
        week_start: row.weekStart,
        daily_overtime_hours: row.dailySeconds === null ? null : row.dailySeconds / HOUR,
        weekly_overtime_hours: row.weeklySeconds === null ? null : row.weeklySeconds / HOUR,
        overtime_multiplier_pct: row.overtimePct,
        double_time_after_daily_hours:
          row.doubleDailySeconds === null ? null : row.doubleDailySeconds / HOUR,
        double_time_multiplier_pct: row.doublePct,
        holiday_multiplier_pct: row.holidayPct,
      },
      bound: [bindOvertimeRules(row)],
    },
    at,
  });
}
