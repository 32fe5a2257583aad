import { sql } from 'drizzle-orm';
import { formatMoney, hoursText, RECEIPT_QR, t, type TPayType } from '@vh/contracts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { formatCalendarDate, formatWallClock, localIsoWithOffset } from '../../lib/dates.ts';
import { drawQr, GREY, LEFT, RIGHT, newPdf, Writer, type Column } from '../../lib/pdf-writer.ts';
import { qrMatrix } from '../receipt-pdf/receipt-qr.ts';
import { detailRows, type DetailRow } from '../reports/punches-csv.ts';
import { localTime } from '../reports/timesheet-pdf.ts';
import type { PayrollData, PayrollPerson } from './payroll-data.ts';

/*
 * summary.pdf: what a bookkeeper files and people sign. Page 1 on: the period's hours and gross per
 * person, then a signature block each. The receipts and the audit chain's head, which only a check
 * needs, wait in an appendix on pages of their own.
 */

type Cell =
  | 'number'
  | 'name'
  | 'regular'
  | 'overtime'
  | 'double'
  | 'holiday'
  | 'total'
  | 'gross'
  | 'approved';

const GAP = 6;
const HOURS_WIDTH = 38;
const HOUR_COLUMNS: Cell[] = ['regular', 'overtime', 'double', 'holiday', 'total'];

/**
 * The table's columns, laid from the right: approved by, gross (only for a reader who sees money:
 * otherwise the column is not there at all), the hours; the number and the name share the rest,
 * the number as wide as the longest one (up to a limit), so a usual short one leaves the name room.
 */
function columnsFor(w: Writer<Cell>, data: PayrollData): Column<Cell>[] {
  const columns: Column<Cell>[] = [];
  let x = RIGHT;
  const add = (key: Cell, width: number, align: Column<Cell>['align']) => {
    x -= width;
    columns.unshift({ key, x, width, align });
    x -= GAP;
  };
  add('approved', data.seesMoney ? 80 : 124, 'left');
  // A name after the figures reads as one of them without a wider gap.
  x -= GAP;
  if (data.seesMoney) add('gross', 58, 'right');
  for (const key of [...HOUR_COLUMNS].reverse()) add(key, HOURS_WIDTH, 'right');
  const numberWidth = Math.min(
    96,
    Math.max(
      w.width(t('payrollPdf.columns.number'), 8, w.bold),
      ...data.people.map((p) => w.width(p.employeeNumber ?? '', 8.5)),
    ),
  );
  return [
    { key: 'number', x: LEFT, width: numberWidth, align: 'left' },
    {
      key: 'name',
      x: LEFT + numberWidth + GAP,
      width: x - LEFT - numberWidth - GAP,
      align: 'left',
    },
    ...columns,
  ];
}

const HOUR_CELLS: [Cell, TPayType][] = [
  ['regular', 'regular'],
  ['overtime', 'overtime'],
  ['double', 'double_time'],
  ['holiday', 'holiday'],
];

const ROW = 13;
const SMALL = 7.5;
const SMALL_LINE = 10;
/** A signature block: name line, two signature lines and the name under the first; kept whole. */
const BLOCK = 96;
const SIGN_LINE = { from: LEFT + 56, to: LEFT + 330 };
const DATE_X = LEFT + 350;
const QR_SIZE = 110;
/** Where the appendix's receipt ids start, right of the shift's day and times. */
const NOTE_X = 200;

/** 'November 2', the year left to the period's end when both are in the same year. */
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'November 2 to November 15, 2026'. */
function periodText(start: string, end: string): string {
  const from =
    start.slice(0, 4) === end.slice(0, 4)
      ? monthDay.format(new Date(`${start}T00:00:00Z`))
      : formatCalendarDate(start);
  return t('payrollPdf.period', { from, to: formatCalendarDate(end) });
}

/** A moment as the business's wall clock: 'November 20, 2026 at 12:00 p.m.'. */
const wallClock = (at: Date, timeZone: string) =>
  formatWallClock(localIsoWithOffset(at, timeZone).slice(0, 16));

const secondsOf = (person: PayrollPerson, type: TPayType) =>
  person.lines.filter((l) => l.type === type).reduce((n, l) => n + l.seconds, 0);

/** Hours that no rate covers: they count as hours and add nothing to the gross. */
const unrated = (person: PayrollPerson) =>
  person.lines.some((l) => l.rateCents === null && l.seconds > 0);

function grossText(data: PayrollData, person: PayrollPerson): string {
  if (!data.seesMoney || person.grossCents === null) return '';
  if (!unrated(person)) return formatMoney(person.grossCents);
  if (person.lines.every((l) => l.rateCents === null)) return t('payrollPdf.noRate');
  return t('payrollPdf.partialRate', { gross: formatMoney(person.grossCents) });
}

function approvedText(person: PayrollPerson): string {
  if (!person.approved) return t('payrollPdf.notApproved');
  return person.approvedBy ?? t('payrollPdf.approvedUnnamed');
}

/** 'Ada Lovelace (123)' in `width` points: a long name is cut, never the number. */
function personHeading(w: Writer<Cell>, person: PayrollPerson, width: number): string {
  const size = 10;
  const number = person.employeeNumber;
  if (!number) return w.clipped(person.name, size, width, w.bold);
  const rest = w.width(t('payrollPdf.signatures.person', { name: '', number }), size, w.bold);
  const name = w.clipped(person.name, size, Math.max(40, width - rest), w.bold);
  return t('payrollPdf.signatures.person', { name, number });
}

// The QR code's text. /verify opens signed receipts only (#c= or #receipt=), not a chain head, so
// the code carries the head itself, to compare with the audit log's without typing 64 digits.
const chainHeadPayload = (seq: number, hash: string) => `chain head ${seq} ${hash}`;

/** summary.pdf: the printable payroll summary with signature lines and the chain appendix. */
export async function summaryPdf(
  db: Executor,
  data: PayrollData,
  publicUrl: string,
): Promise<Uint8Array> {
  const rows = await detailRows(db, data.scope);
  // Read last, so that the head covers every punch and edit behind the hours in the file.
  const [head] = rowsOf(
    await db.execute(sql`select seq, hash from audit_heads where owner_uid = ${data.ownerUid}`),
  );
  return renderSummaryPdf(
    data,
    rows,
    head ? { seq: Number(head.seq), hash: String(head.hash) } : null,
    publicUrl,
  );
}

/** The PDF itself, from data already read: pure, so a layout is tried without a database. */
export async function renderSummaryPdf(
  data: PayrollData,
  rows: DetailRow[],
  chainHead: { seq: number; hash: string } | null,
  publicUrl: string,
): Promise<Uint8Array> {
  const title = t('payrollPdf.title', {
    from: formatCalendarDate(data.start),
    to: formatCalendarDate(data.end),
  });
  const doc = await newPdf(title, data.generatedAt);
  const w = await Writer.on<Cell>(doc, []);
  w.columns = columnsFor(w, data);
  const generated = { at: wallClock(data.generatedAt, data.timeZone), zone: data.timeZone };

  // The business, the period, and when it was closed and printed.
  w.y -= 6;
  w.text(w.clipped(data.business.name, 20, RIGHT - LEFT, w.bold), LEFT, { size: 20, font: w.bold });
  for (const line of data.business.addressLines) {
    w.y -= 12;
    w.text(w.clipped(line, 9, RIGHT - LEFT), LEFT, { color: GREY });
  }
  w.y -= 30;
  w.text(t('payrollPdf.heading'), LEFT, { size: 15, font: w.bold });
  w.y -= 18;
  w.text(periodText(data.start, data.end), LEFT, { size: 11 });
  w.y -= 4;
  w.paragraph(
    data.closedAt
      ? t('payrollPdf.closedOn', {
          date: formatCalendarDate(localIsoWithOffset(data.closedAt, data.timeZone).slice(0, 10)),
        })
      : t('payrollPdf.notClosed'),
  );
  w.paragraph(t('payrollPdf.generatedAt', generated), { color: GREY });
  const others = data.centres.filter((c) => c.id !== data.business.id);
  if (data.centres.length > 1 && others.length > 0) {
    w.paragraph(t('payrollPdf.otherCentres', { names: others.map((c) => c.name).join(', ') }));
  }

  // The table: a line a person, a line for everyone.
  const tableHeader = () => {
    w.y -= ROW + 4;
    w.tableRow(
      Object.fromEntries(w.columns.map((c) => [c.key, t(`payrollPdf.columns.${c.key}`)])),
      w.bold,
      8,
    );
    w.y -= 4;
    w.rule();
  };
  w.y -= 10;
  if (data.people.length === 0) {
    w.paragraph(t('payrollPdf.noHours'), { size: 10 });
  } else {
    w.ensure(ROW * 3 + 8);
    tableHeader();
    w.continuation = tableHeader;
    for (const person of data.people) {
      w.ensure(ROW);
      w.y -= ROW;
      w.tableRow({
        number: person.employeeNumber ?? '',
        name: person.name,
        ...Object.fromEntries(
          HOUR_CELLS.map(([cell, type]) => [cell, hoursText(secondsOf(person, type))]),
        ),
        total: hoursText(person.workedSeconds),
        gross: grossText(data, person),
        approved: approvedText(person),
      });
    }
    w.continuation = undefined;
    w.ensure(ROW + 6);
    w.y -= 4;
    w.rule();
    w.y -= ROW;
    const everyone = (type: TPayType) =>
      data.people.reduce((n, person) => n + secondsOf(person, type), 0);
    // The label spans the number's and the name's columns.
    const name = w.columns.find((c) => c.key === 'name');
    const label = t('payrollPdf.total', { count: data.people.length });
    w.text(w.clipped(label, 8.5, (name ? name.x + name.width : RIGHT) - LEFT, w.bold), LEFT, {
      size: 8.5,
      font: w.bold,
    });
    w.tableRow(
      {
        ...Object.fromEntries(HOUR_CELLS.map(([cell, type]) => [cell, hoursText(everyone(type))])),
        total: hoursText(data.people.reduce((n, p) => n + p.workedSeconds, 0)),
        gross: data.totalGrossCents === null ? '' : formatMoney(data.totalGrossCents),
      },
      w.bold,
    );
    w.y -= 6;
    w.paragraph(t('payrollPdf.hoursNote'), { size: SMALL, color: GREY });
    if (data.seesMoney) w.paragraph(t('payrollPdf.grossNote'), { size: SMALL, color: GREY });
    const withoutRate = data.seesMoney ? data.people.filter(unrated) : [];
    if (withoutRate.length > 0) {
      const note = t('pay.missingRates', { names: withoutRate.map((p) => p.name).join(', ') });
      w.paragraph(t('payrollPdf.rateNote', { note }), { size: SMALL, color: GREY });
    }
  }

  // A signature block a person, each kept whole on its page.
  if (data.people.length > 0) {
    w.ensure(28 + 3 * 12 + BLOCK);
    w.y -= 28;
    w.text(t('payrollPdf.signatures.heading'), LEFT, { size: 12, font: w.bold });
    w.y -= 2;
    w.paragraph(t('payrollPdf.signatures.intro'), { size: 8.5 });
    w.y -= 4;
    for (const person of data.people) signatureBlock(w, data, person);
  }

  // The appendix: what backs the hours, for whoever checks them.
  w.newPage();
  w.text(t('payrollPdf.appendix.heading'), LEFT, { size: 14, font: w.bold });
  w.y -= 4;
  w.paragraph(t('payrollPdf.appendix.intro'), { size: 8.5 });
  const byPerson = new Map<string, DetailRow[]>();
  for (const row of rows) {
    byPerson.set(row.staffUid, [...(byPerson.get(row.staffUid) ?? []), row]);
  }
  for (const person of data.people) {
    const shifts = shiftsOf(byPerson.get(person.staffUid) ?? []);
    const lines = shifts.map((shift) => ({
      when: shiftText(shift),
      notes: shiftNotes(shift.first).flatMap((note) => w.wrap(note, SMALL, RIGHT - NOTE_X)),
    }));
    const firstHeight = lines[0] ? 12 + lines[0].notes.length * SMALL_LINE : 0;
    w.ensure(22 + firstHeight);
    w.y -= 22;
    const heading = personHeading(w, person, RIGHT - LEFT - 80);
    w.text(heading, LEFT, { size: 10, font: w.bold });
    // A person's shifts that run onto the next page say whose they are.
    w.continuation = () => {
      w.y -= 12;
      w.text(t('payrollPdf.appendix.continued', { name: heading }), LEFT, {
        size: 10,
        font: w.bold,
      });
    };
    for (const line of lines) {
      w.ensure(12 + Math.max(0, line.notes.length - 1) * SMALL_LINE);
      w.y -= 12;
      w.text(line.when, LEFT + 10, { size: 8.5 });
      line.notes.forEach((note, index) => {
        if (index > 0) w.y -= SMALL_LINE;
        w.text(note, NOTE_X, { size: SMALL, color: GREY });
      });
    }
  }
  w.continuation = undefined;
  chainSection(w, chainHead, generated, publicUrl);

  w.footers(`${title} - ${data.business.name}`, (page, pages) =>
    t('payrollPdf.page', { page, pages }),
  );
  return doc.save();
}

function signatureBlock(w: Writer<Cell>, data: PayrollData, person: PayrollPerson): void {
  w.ensure(BLOCK);
  w.y -= 22;
  const hours = hoursText(person.workedSeconds);
  // Someone with no rate at all has no gross to sign for, not a gross of $0.00.
  const gross = grossText(data, person);
  const facts =
    gross && gross !== t('payrollPdf.noRate')
      ? t('payrollPdf.signatures.hoursAndGross', { hours, gross })
      : t('payrollPdf.signatures.hours', { hours });
  const factsWidth = w.width(facts, 8);
  w.text(facts, RIGHT - factsWidth, { size: 8, color: GREY });
  w.text(personHeading(w, person, RIGHT - LEFT - factsWidth - 16), LEFT, {
    size: 10,
    font: w.bold,
  });
  const signLine = (label: string) => {
    w.y -= 28;
    w.text(label, LEFT, { size: 9 });
    w.rule(w.y - 2, 0.75, SIGN_LINE.from, SIGN_LINE.to);
    w.text(t('payrollPdf.signatures.date'), DATE_X, { size: 9 });
    w.rule(w.y - 2, 0.75, DATE_X + 30, RIGHT);
  };
  signLine(t('payrollPdf.signatures.employee'));
  w.y -= 11;
  w.text(w.clipped(person.name, 7.5, SIGN_LINE.to - SIGN_LINE.from), SIGN_LINE.from, {
    size: 7.5,
    color: GREY,
  });
  signLine(t('payrollPdf.signatures.manager'));
  w.y -= 6;
}

type Shift = { first: DetailRow; last: DetailRow };

/** A person's counted shifts (a shift over midnight is two rows, one a day), in order. */
function shiftsOf(rows: DetailRow[]): Shift[] {
  const shifts = new Map<string, Shift>();
  for (const row of [...rows].sort((a, b) => a.startMs - b.startMs)) {
    const known = shifts.get(row.shiftId);
    if (known) known.last = row;
    else shifts.set(row.shiftId, { first: row, last: row });
  }
  return [...shifts.values()];
}

/** '2026-11-04, 22:00 to 06:30': the local day it began, and its times. */
function shiftText({ first, last }: Shift): string {
  return t('payrollPdf.appendix.shift', {
    day: first.day,
    from: localTime(first.startMs, first.timeZone).time,
    to: localTime(last.endMs, last.timeZone).time,
  });
}

function shiftNotes(row: DetailRow): string[] {
  const notes: string[] = [];
  if (row.receiptIds.length > 0) {
    notes.push(t('payrollPdf.appendix.receipts', { ids: row.receiptIds.join(' ') }));
  } else if (row.source === 'edited') {
    notes.push(t('payrollPdf.appendix.added'));
  } else {
    notes.push(t('payrollPdf.appendix.noPunches'));
  }
  if (row.source === 'edited' && row.editReasons) {
    notes.push(t('payrollPdf.appendix.edited', { reasons: row.editReasons }));
  }
  return notes;
}

/** The audit chain's head as text and as a QR code, and how to check it. */
function chainSection(
  w: Writer<Cell>,
  head: { seq: number; hash: string } | null,
  generated: { at: string; zone: string },
  publicUrl: string,
): void {
  w.ensure(30 + QR_SIZE + 4 * 12);
  w.y -= 30;
  w.text(t('payrollPdf.appendix.chain'), LEFT, { size: 11, font: w.bold });
  w.y -= 4;
  if (head) {
    const top = w.y;
    const right = RIGHT - QR_SIZE - 16;
    drawQr(w.page, qrMatrix(chainHeadPayload(head.seq, head.hash)), {
      x: RIGHT - QR_SIZE,
      top,
      size: QR_SIZE,
      quietZone: RECEIPT_QR.quietZone,
    });
    w.paragraph(t('payrollPdf.appendix.chainHead', { ...generated, seq: head.seq }), { right });
    w.paragraph(head.hash, { size: 8.5, font: w.bold, right });
    w.y -= 4;
    w.paragraph(t('payrollPdf.appendix.qr'), { size: 8.5, color: GREY, right });
    w.y = Math.min(w.y, top - QR_SIZE);
  } else {
    w.paragraph(t('payrollPdf.appendix.noChain', generated));
  }
  const verifyUrl = `${publicUrl.replace(/\/+$/, '')}/verify`;
  w.y -= 4;
  w.paragraph(t('payrollPdf.appendix.howToCheck', { url: verifyUrl }), { size: 8.5 });
}
