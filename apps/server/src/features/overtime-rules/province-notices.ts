import { and, eq } from 'drizzle-orm';
import { PAY, t, type TOvertimeNotice } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { businesses, overtimeRules } from '../../db/schema/index.ts';
import {
  presetRow,
  provincePresetOf,
  type OvertimePreset,
} from '../businesses/province-default.ts';

const HOUR = 3600;

/** The figures of the employer's rules the notices compare (rulesOf's). */
type Rules = {
  preset: string | null;
  dailySeconds: number | null;
  weeklySeconds: number | null;
  overtimePct?: number;
  doubleDailySeconds?: number | null;
  doublePct?: number;
  holidayPct?: number;
};

/** A preset's figures with the product's defaults where it sets none, as rulesOf gives them. */
function figuresWithDefaults(preset: OvertimePreset) {
  const row = presetRow(preset);
  return {
    dailySeconds: row.dailySeconds,
    weeklySeconds: row.weeklySeconds,
    overtimePct: row.overtimePct ?? PAY.defaultOvertimePct,
    doubleDailySeconds: row.doubleDailySeconds,
    doublePct: row.doublePct ?? PAY.defaultDoublePct,
    holidayPct: row.holidayPct ?? PAY.defaultHolidayPct,
  };
}

const provinceName = (preset: OvertimePreset) => t(`overtime.presets.${preset.key}`);

/** A preset's thresholds in words: "no daily limit, 44 h a week". */
function figuresOf(preset: OvertimePreset): string {
  const row = presetRow(preset);
  const daily =
    row.dailySeconds === null
      ? t('overtimeNotices.noDaily')
      : t('overtimeNotices.daily', { hours: row.dailySeconds / HOUR });
  const weekly =
    row.weeklySeconds === null
      ? t('overtimeNotices.noWeekly')
      : t('overtimeNotices.weekly', { hours: row.weeklySeconds / HOUR });
  return row.doubleDailySeconds === null
    ? t('overtimeNotices.figures', { daily, weekly })
    : t('overtimeNotices.figuresWithDouble', {
        daily,
        weekly,
        double: row.doubleDailySeconds / HOUR,
      });
}

/** Whether counting by `rules` is counting by the preset (premiums compared where known). */
function samePreset(rules: Rules, preset: OvertimePreset): boolean {
  const figures = figuresWithDefaults(preset);
  return (Object.keys(figures) as (keyof typeof figures)[]).every(
    (field) => rules[field] === undefined || rules[field] === figures[field],
  );
}

/** Presets that count differently are different; two provinces with the same figures are not. */
const signatureOf = (preset: OvertimePreset) => JSON.stringify(figuresWithDefaults(preset));

/**
 * What the rules screen tells the owner about their provinces' rules. The rules stay the
 * employer's, one set for every centre: a business whose rules came from its first centre's
 * province is told so, an existing business whose rules differ from its province's is told which
 * and that nothing was changed, and one with centres under different provinces' rules is told
 * that one set applies to all of them (rules per centre are out of scope).
 */
export async function overtimeNotices(
  db: Executor,
  ownerUid: string,
  rules: Rules,
): Promise<TOvertimeNotice[]> {
  const centres = await db
    .select({ country: businesses.country, province: businesses.province })
    .from(businesses)
    .where(and(eq(businesses.ownerUid, ownerUid), eq(businesses.active, true)));
  const [row] = await db
    .select({ origin: overtimeRules.origin })
    .from(overtimeRules)
    .where(eq(overtimeRules.ownerUid, ownerUid));
  const presets = new Map<string, OvertimePreset>();
  for (const centre of centres) {
    const preset = provincePresetOf(centre.country, centre.province);
    if (preset) presets.set(preset.key, preset);
  }
  const listed = [...presets.values()].sort((a, b) => a.key.localeCompare(b.key));
  const notices: TOvertimeNotice[] = [];
  const fromProvince = listed.find((preset) => preset.key === rules.preset);
  // Until the owner changes them (the rules screen clears the origin; equal figures are a guard).
  if (row?.origin === 'province' && fromProvince && samePreset(rules, fromProvince)) {
    notices.push({
      kind: 'set_from_province',
      message: t('overtimeNotices.setFromProvince', {
        province: provinceName(fromProvince),
        figures: figuresOf(fromProvince),
      }),
    });
  }
  if (new Set(listed.map(signatureOf)).size > 1) {
    const names = new Intl.ListFormat('en', { type: 'conjunction' });
    notices.push({
      kind: 'several_provinces',
      message: t('overtimeNotices.severalProvinces', {
        provinces: names.format(listed.map(provinceName)),
      }),
    });
  } else if (listed[0] && row?.origin !== 'province' && !samePreset(rules, listed[0])) {
    notices.push({
      kind: 'differs_from_province',
      message: t('overtimeNotices.differsFromProvince', {
        province: provinceName(listed[0]),
        figures: figuresOf(listed[0]),
      }),
    });
  }
  return notices;
}
