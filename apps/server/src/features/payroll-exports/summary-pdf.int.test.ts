import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, hoursText, PAY_TYPES, ZPayPeriod, type TPayType } from '@vh/contracts';
import { rowsOf } from '../../db/sql-helpers.ts';
import { api } from '../../testing/factories.ts';
import {
  BUSINESS_NAME,
  PEOPLE,
  payrollWorld,
  type PersonKey,
} from '../../testing/payroll-world.ts';
import { drawnQrText } from '../../testing/pdf-qr.ts';
import { pageTexts } from '../../testing/pdf-text.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

// The café's period as the printable summary: page 1 on, the figures the Pay panel shows and a
// signature block each; the receipts and the chain's head only in the appendix.

let server: TestServer;
let world: Awaited<ReturnType<typeof payrollWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await payrollWorld(server);
});
afterAll(async () => {
  await server.close();
});

const APPENDIX = 'Appendix: receipts and audit chain';
const KEYS: PersonKey[] = ['ada', 'grace', 'zed'];

/** The PDF's pages as text: those before the appendix, and the appendix's. */
async function summaryAs(jwt: string) {
  const res = await world.download('summary.pdf', jwt);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const pages = await pageTexts(res.bytes);
  const at = pages.findIndex((page) => page.includes(APPENDIX));
  expect(at).toBeGreaterThan(0);
  return { res, pages, front: pages.slice(0, at).join('\n'), appendix: pages.slice(at).join('\n') };
}

async function payPanel() {
  const res = await api(server, 'GET', '/api/pay/periods/2026-11-02', {
    jwt: await world.ownerJwt(),
  });
  const pay = ZPayPeriod.parse(res.body).pay;
  if (!pay) throw new Error('the Pay panel shows no pay');
  return pay;
}

describe('summary.pdf', () => {
  it("prints the period's hours and gross per person as the Pay panel counts them, with signature lines", async () => {
    const { res, pages, front } = await summaryAs(await world.ownerJwt());
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=.+\.pdf/);
    const first = pages[0] ?? '';
    expect(first).toContain(BUSINESS_NAME);
    expect(first).toContain(world.centre.street);
    expect(first).toContain(world.centre.city);
    expect(first).toContain('Payroll summary');
    expect(first).toContain('November 2 to November 15, 2026');
    expect(first).toContain('Not closed');
    // The server's clock runs on from noon in Toronto while the world is made.
    expect(first).toMatch(/Generated November 20, 2026 at 12:0\d p\.m\. \(America\/Toronto\)/);
    // One centre: no list of others.
    expect(first).not.toContain('Also the hours worked at');

    const pay = await payPanel();
    const seconds = (key: PersonKey, type: TPayType) =>
      (pay.people.find((p) => p.staff_uid === world.uids[key])?.lines ?? [])
        .filter((l) => l.type === type)
        .reduce((n, l) => n + l.seconds, 0);
    const panelPerson = (key: PersonKey) => {
      const person = pay.people.find((p) => p.staff_uid === world.uids[key]);
      if (!person) throw new Error(`${key} is not on the Pay panel`);
      return person;
    };
    // A person's table line, cell by cell in the order drawn.
    for (const key of ['ada', 'grace'] as const) {
      const p = PEOPLE[key];
      const person = panelPerson(key);
      expect(first).toContain(
        [
          p.number,
          `${p.first} ${p.last}`,
          ...PAY_TYPES.map((type) => hoursText(seconds(key, type))),
          hoursText(person.worked_seconds),
          formatMoney(person.gross_cents),
          'Olivia Martin',
        ].join('\n'),
      );
    }
    // Ada's raise, overtime, double time and the statutory holiday are all on her line.
    expect(seconds('ada', 'double_time')).toBeGreaterThan(0);
    expect(seconds('ada', 'holiday')).toBeGreaterThan(0);
    // Zed has hours and no rate: no gross, and a note that says why.
    expect(first).toContain(
      ['42', 'Zed Zhou', '4.00', '0.00', '0.00', '0.00', '4.00', '—', 'Olivia Martin'].join('\n'),
    );
    expect(first).toContain('No hourly rate on some days for Zed Zhou.');

    // The totals: hours of everyone (Zed's are regular), and the gross the Pay panel shows.
    const zed = 4 * 3600 + 9;
    const everyone = (type: TPayType) =>
      KEYS.reduce((n, key) => n + seconds(key, type), type === 'regular' ? zed : 0);
    expect(first).toContain(
      [
        'Total (3 people)',
        ...PAY_TYPES.map((type) => hoursText(everyone(type))),
        hoursText(PAY_TYPES.reduce((n, type) => n + everyone(type), 0)),
        formatMoney(pay.total_gross_cents),
      ].join('\n'),
    );
    expect(pay.total_gross_cents).toBe(
      panelPerson('ada').gross_cents + panelPerson('grace').gross_cents,
    );

    // A signature block each: the employee's and the manager's lines, the name under the first.
    for (const label of ['Employee:', 'Manager:']) {
      expect(front.split('\n').filter((line) => line === label)).toHaveLength(3);
    }
    expect(front.split('\n').filter((line) => line === 'Date:')).toHaveLength(6);
    for (const key of KEYS) {
      const name = `${PEOPLE[key].first} ${PEOPLE[key].last}`;
      expect(front).toContain(`${name} (${PEOPLE[key].number})`);
      expect(front).toContain(['Employee:', 'Date:', name, 'Manager:'].join('\n'));
    }
  });

  it("keeps the receipts and the chain's head for the appendix, the head also as a QR code", async () => {
    const { res, pages, front, appendix } = await summaryAs(await world.ownerJwt());
    const db = server.database.db;
    const receipts = rowsOf(
      await db.execute(
        sql`select id::text as id from punches where staff_uid = ${world.uids.grace} order by server_at`,
      ),
    ).map((r) => String(r.id));
    expect(receipts).toHaveLength(2);
    const [head] = rowsOf(
      await db.execute(sql`select seq, hash from audit_heads where owner_uid = ${world.owner.uid}`),
    );
    const seq = Number(head?.seq);
    const hash = String(head?.hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    for (const id of receipts) {
      expect(front).not.toContain(id);
      expect(appendix).toContain(id);
    }
    expect(front).not.toContain(hash);
    expect(appendix).toContain('Grace Hopper (4567)');
    expect(appendix).toContain(`Receipts: ${receipts.join(' ')}`);
    // Grace's night across midnight is one shift, from the day it began.
    expect(appendix).toContain('2026-11-04, 22:00 to 06:30');
    // The shifts added straight into the records have no punches behind them.
    expect(appendix).toContain('No punches recorded for this shift');
    expect(appendix).toContain(`had ${seq} entries. Its head, entry ${seq}, has the hash:`);
    expect(appendix).toContain(hash);
    expect(appendix).toContain('/verify');

    const pageCount = (await PDFDocument.load(res.bytes)).getPageCount();
    expect(pageCount).toBe(pages.length);
    expect(await drawnQrText(res.bytes, pageCount - 1)).toBe(`chain head ${seq} ${hash}`);
    expect(pages.at(-1)).toContain(`Page ${pageCount} of ${pageCount}`);
  });

  it('shows a manager who may not see rates the hours without any money', async () => {
    const { pages, front } = await summaryAs(await world.managerJwt());
    const first = pages[0] ?? '';
    expect(first).toContain('Ada Lovelace');
    expect(first).toContain('Total h');
    expect(first).not.toContain('Gross');
    expect(front).not.toContain('$');
    expect(front).not.toContain('No hourly rate');
    expect(front).not.toContain('gross');
  });

  it('says when the period was closed', async () => {
    const closed = await api(server, 'POST', '/api/pay/periods/2026-11-02/close', {
      jwt: await world.ownerJwt(),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const { pages } = await summaryAs(await world.ownerJwt());
    expect(pages[0]).toContain('Closed on November 20, 2026');
    expect(pages[0]).not.toContain('Not closed');
  });
});
