import { eq, sql } from 'drizzle-orm';
import { OVERTIME_PRESETS, t } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { rulesOf } from '../overtime-rules/overtime-rules.service.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { hoursText, personName } from './payroll-csv.ts';
import { detailRows, type DetailRow } from './punches-csv.ts';
import type { ReportScope } from './report-scope.ts';
import { GREY, LEFT, RIGHT, newPdf, Writer, type Column } from '../../lib/pdf-writer.ts';

export type TimesheetData = {
  ownerName: string;
  from: string;
  to: string;
  generatedAt: Date;
  centres: { name: string; timeZone: string }[];
  rules: {
    weekStart: number;
    dailySeconds: number | null;
    weeklySeconds: number | null;
    preset: string | null;
  };
  /** By person, then by start (detailQuery's order). */
  rows: DetailRow[];
  chainHead: { seq: number; hash: string } | null;
  /** Where the /verify page is, e.g. https://app.example.com. */
  publicUrl: string;
};

/** GET /api/reports/export/timesheet/: the period's hours, printable, one section per person. */
export async function timesheetPdf(
  db: Executor,
  scope: ReportScope,
  generatedAt: Date,
  publicUrl: string,
): Promise<Uint8Array> {
  const ownerUid = scope.employer.ownerUid;
  const rows = await detailRows(db, scope);
  const [owner] = await db
    .select({ first: profiles.firstName, last: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.uid, ownerUid));
  const { preset } = await rulesOf(db, ownerUid);
  // Read last, so that the head covers every punch and edit behind the hours above.
  const [head] = rowsOf(
    await db.execute(sql`select seq, hash from audit_heads where owner_uid = ${ownerUid}`),
  );
  const p = scope.params;
  return renderTimesheet({
    ownerName: personName(owner?.first, owner?.last),
    from: p.from,
    to: p.to,
    generatedAt,
    centres: scope.centres.map((c) => ({ name: c.name, timeZone: c.timeZone })),
    // The figures the hours were counted with (report-scope read them with rulesOf).
    rules: {
      weekStart: p.weekStart,
      dailySeconds: p.dailySeconds,
      weeklySeconds: p.weeklySeconds,
      preset,
    },
    rows,
    chainHead: head ? { seq: Number(head.seq), hash: String(head.hash) } : null,
    publicUrl,
  });
}

type Cell =
  'date' | 'centre' | 'in' | 'out' | 'break' | 'worked' | 'regular' | 'overtime' | 'holiday';
const COLUMNS: Column<Cell>[] = [
  { key: 'date', x: LEFT, width: 56, align: 'left' },
  { key: 'centre', x: 100, width: 140, align: 'left' },
  { key: 'in', x: 246, width: 34, align: 'left' },
  { key: 'out', x: 284, width: 34, align: 'left' },
  { key: 'break', x: 318, width: 32, align: 'right' },
  { key: 'worked', x: 355, width: 50, align: 'right' },
  { key: 'regular', x: 410, width: 50, align: 'right' },
  { key: 'overtime', x: 465, width: 50, align: 'right' },
  { key: 'holiday', x: 522, width: 50, align: 'right' },
];
const ROW = 12;
const SMALL = 6.5;
const SMALL_LINE = 8.5;
const NOTE_X = 100;

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** 28800 → '8', 27000 → '7.5'. */
const thresholdText = (seconds: number) => String(Number((seconds / 3600).toFixed(2)));

export function rulesText(rules: TimesheetData['rules']): string {
  const daily =
    rules.dailySeconds === null
      ? t('pdf.rules.noDaily')
      : t('pdf.rules.daily', { hours: thresholdText(rules.dailySeconds) });
  const weekly =
    rules.weeklySeconds === null
      ? t('pdf.rules.noWeekly')
      : t('pdf.rules.weekly', { hours: thresholdText(rules.weeklySeconds) });
  const preset = OVERTIME_PRESETS.find((p) => p.key === rules.preset);
  const weekStart = t(`pdf.weekdays.${WEEKDAYS[rules.weekStart - 1] ?? 'monday'}`);
  return preset
    ? t('pdf.rules.summaryWithPreset', {
        daily,
        weekly,
        weekStart,
        preset: t(`overtime.presets.${preset.key}`),
      })
    : t('pdf.rules.summary', { daily, weekly, weekStart });
}

type LocalTime = { date: string; time: string };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    } catch {
      // A zone the database knows and ICU does not: UTC, which the header's zone list shows.
      formatter = new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An instant as the centre's local date and HH:MM. */
export function localTime(ms: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** A day's end that is the next local midnight reads 24:00 on the day, not 00:00. */
const outTime = (row: DetailRow) => {
  const end = localTime(row.endMs, row.timeZone);
  return end.date > row.day ? '24:00' : end.time;
};

type Totals = Pick<DetailRow, 'breakSeconds' | 'worked' | 'regular' | 'overtime' | 'holiday'>;
const sumOf = (rows: Totals[]): Totals =>
  rows.reduce<Totals>(
    (t, r) => ({
      breakSeconds: t.breakSeconds + r.breakSeconds,
      worked: t.worked + r.worked,
      regular: t.regular + r.regular,
      overtime: t.overtime + r.overtime,
      holiday: t.holiday + r.holiday,
    }),
    { breakSeconds: 0, worked: 0, regular: 0, overtime: 0, holiday: 0 },
  );

const hourCells = (t: Totals): Partial<Record<Cell, string>> => ({
  break: hoursText(t.breakSeconds),
  worked: hoursText(t.worked),
  regular: hoursText(t.regular),
  overtime: hoursText(t.overtime),
  holiday: hoursText(t.holiday),
});

/** The PDF itself, from data already read: pure, so it is tested without a database. */
export async function renderTimesheet(data: TimesheetData): Promise<Uint8Array> {
  const title = t('pdf.timesheet.title', { from: data.from, to: data.to });
  const doc = await newPdf(title, data.generatedAt);
  const w = await Writer.on(doc, COLUMNS);
  const generated = `${data.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

  w.y -= 4;
  w.text(t('pdf.timesheet.heading'), LEFT, { size: 20, font: w.bold });
  w.y -= 8;
  const facts: [string, string][] = [
    [t('pdf.timesheet.facts.owner'), data.ownerName || t('pdf.timesheet.facts.unnamedOwner')],
    [
      t('pdf.timesheet.facts.period'),
      t('pdf.timesheet.facts.periodValue', { from: data.from, to: data.to }),
    ],
    [
      t('pdf.timesheet.facts.centres'),
      data.centres.map((c) => `${c.name} (${c.timeZone})`).join(', ') ||
        t('pdf.timesheet.facts.noCentres'),
    ],
    [t('pdf.timesheet.facts.generatedAt'), generated],
  ];
  for (const [label, value] of facts) {
    const lines = w.wrap(value, 9, RIGHT - 130);
    lines.forEach((line, index) => {
      w.y -= 13;
      if (index === 0) w.text(label, LEFT, { font: w.bold });
      w.text(line, 130);
    });
  }
  w.y -= 6;
  w.paragraph(rulesText(data.rules), { size: 8.5 });
  w.paragraph(t('pdf.timesheet.hoursNote'), { size: 8.5, color: GREY });

  const people = new Map<string, DetailRow[]>();
  for (const row of data.rows) {
    const list = people.get(row.staffUid);
    if (list) list.push(row);
    else people.set(row.staffUid, [row]);
  }
  if (people.size === 0) {
    w.y -= 16;
    w.paragraph(t('pdf.timesheet.noHours'), { size: 10 });
  }

  const tableHeader = () => {
    w.y -= ROW;
    w.tableRow(
      Object.fromEntries(COLUMNS.map((c) => [c.key, t(`pdf.timesheet.columns.${c.key}`)])),
      w.bold,
      8,
    );
    w.y -= 4;
    w.rule();
  };

  for (const rows of people.values()) {
    const first = rows[0];
    if (!first) continue;
    const heading = (continued: boolean) => {
      w.y -= 16;
      const name = continued ? t('pdf.timesheet.continued', { name: first.name }) : first.name;
      w.text(name, LEFT, { size: 11, font: w.bold });
      const staffId = t('pdf.timesheet.staffId', { id: first.staffUid });
      w.text(staffId, RIGHT - w.width(staffId, 7), { size: 7, color: GREY });
      tableHeader();
    };
    // A person's heading never sits alone at the foot of a page.
    w.ensure(24 + 16 + 2 * ROW);
    w.y -= 24;
    heading(false);
    w.continuation = () => heading(true);
    const seen = new Set<string>();
    for (const row of rows) {
      const notes: string[] = [];
      if (!seen.has(row.shiftId)) {
        seen.add(row.shiftId);
        if (row.receiptIds.length > 0)
          notes.push(t('pdf.timesheet.receipts', { ids: row.receiptIds.join(' ') }));
        else if (row.source === 'edited') notes.push(t('pdf.timesheet.addedByEdit'));
        if (row.source === 'edited' && row.editReasons)
          notes.push(t('pdf.timesheet.edited', { reasons: row.editReasons }));
      }
      if (row.unreviewed > 0) {
        notes.push(t('pdf.timesheet.unreviewed', { count: row.unreviewed }));
      }
      const noteLines = notes.flatMap((note) => w.wrap(note, SMALL, RIGHT - NOTE_X));
      w.ensure(ROW + noteLines.length * SMALL_LINE + 2);
      w.y -= ROW;
      w.tableRow({
        date: row.day,
        centre: row.centre,
        in: localTime(row.startMs, row.timeZone).time,
        out: outTime(row),
        ...hourCells(row),
      });
      for (const line of noteLines) {
        w.y -= SMALL_LINE;
        w.text(line, NOTE_X, { size: SMALL, color: GREY });
      }
    }
    w.continuation = undefined;
    w.ensure(ROW + 6);
    w.y -= 4;
    w.rule();
    w.y -= ROW;
    w.tableRow({ date: t('pdf.timesheet.total'), ...hourCells(sumOf(rows)) }, w.bold);
  }

  if (people.size > 1) {
    w.ensure(24 + 2 * ROW + 6);
    w.y -= 24;
    w.text(t('pdf.timesheet.everyone', { count: people.size }), LEFT, { size: 11, font: w.bold });
    tableHeader();
    w.y -= ROW;
    w.tableRow({ date: t('pdf.timesheet.total'), ...hourCells(sumOf(data.rows)) }, w.bold);
  }

  w.ensure(28 + 4 * 13);
  w.y -= 28;
  w.text(t('pdf.timesheet.auditChain'), LEFT, { size: 11, font: w.bold });
  w.y -= 4;
  if (data.chainHead) {
    w.paragraph(t('pdf.timesheet.chainHead', { generated, seq: data.chainHead.seq }));
    w.paragraph(data.chainHead.hash, { size: 8.5, font: w.bold });
  } else {
    w.paragraph(t('pdf.timesheet.noChain', { generated }));
  }
  const verifyUrl = `${data.publicUrl.replace(/\/+$/, '')}/verify`;
  w.paragraph(t('pdf.timesheet.howToCheck', { url: verifyUrl }), { size: 8.5 });

  w.footers(`${title} - ${data.ownerName}`, (page, pages) =>
    t('pdf.timesheet.page', { page, pages }),
  );
  return doc.save();
}
