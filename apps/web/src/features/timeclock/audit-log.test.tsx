import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditEntry, TAuditPage, TAuditVerification, TChainReport } from '@vh/contracts';
import { buildCentre, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
import { auditSentence } from './audit-words.ts';
import { AuditLog } from './components/audit-log.tsx';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.unstubAllGlobals());

const centre = buildCentre();
const page: TAuditPage = {
  entries: [
    {
      seq: 2,
      at: '2026-11-02T14:00:00.000Z',
      actor_uid: '00000000-0000-0000-0000-000000000000',
      actor_name: 'A removed account',
      action: 'redacted',
      subject: 'redacted',
      subject_name: null,
      reason: null,
      punch: null,
      data: { reason: 'account_deleted' },
      hash: 'b'.repeat(64),
    },
  ],
  next_before: null,
};

const check = (overrides: Partial<TAuditVerification>): TAuditVerification => ({
  id: '11111111-1111-4111-8111-111111111111',
  state: 'running',
  entries_total: 3,
  entries_checked: 1,
  rows_total: 4,
  rows_checked: 0,
  started_at: '2026-11-26T13:00:00.000Z',
  finished_at: null,
  report: null,
  failure: null,
  ...overrides,
});

/**
 * The server as the screen meets it: no check yet (or `before`); a started check is under way
 * when it answers the button, and `after` once the screen asks again.
 */
function answers(after: TAuditVerification, before: TAuditVerification | null = null) {
  let latest = before;
  const base = `/api/businesses/${centre.id}/audit/`;
  return (request: RecordedRequest) => {
    if (request.url === '/api/businesses/') return jsonResponse(200, { centres: [centre] });
    if (request.method === 'POST' && request.url === `${base}verifications/`) {
      latest = after;
      return jsonResponse(202, check({}));
    }
    if (request.url === `${base}verifications/latest/`)
      return jsonResponse(200, { verification: latest });
    if (request.url.startsWith(base)) return jsonResponse(200, page);
    return errorResponse(500, 'INTERNAL');
  };
}

const done = (report: TChainReport) =>
  check({
    state: 'done',
    entries_checked: 3,
    rows_checked: 4,
    finished_at: '2026-11-26T13:00:05.000Z',
    report,
  });

const report = (overrides: Partial<TChainReport>): TChainReport => ({
  ok: true,
  length: 3,
  head: 'a'.repeat(64),
  first_bad: null,
  redacted: 0,
  rows_checked: 0,
  row_problems: [],
  more_row_problems: 0,
  checked_at: '2026-11-26T13:00:00.000Z',
  ...overrides,
});

/** The check's report, once the screen has asked again (it polls while the check runs). */
async function finished(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('status').textContent).not.toMatch(/^Checking/), {
    timeout: 5000,
  });
  return screen.getByRole('status');
}

describe('the audit log', () => {
  it('says how many entries the retention policy redacted when the chain verifies', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(done(report({ redacted: 2 }))));
    expect(await screen.findByText('Redacted under the retention policy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    // Under way first, as the server answered the button; then its report, once asked again.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Checking 1 of 3 entries and 0 of 4 records…',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of the check' })).toBeTruthy();
    const status = await finished();
    expect(status.textContent).toContain('The chain is intact: 3 entries');
    expect(status.textContent).toContain('2 entries redacted under the retention policy');
  });

  it('says nothing of redaction when no entry was redacted', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(done(report({ redacted: 0 }))));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const status = await finished();
    expect(status.textContent).toContain('The chain is intact');
    expect(status.textContent).not.toContain('redacted');
    // The head's fingerprint is for checking by hand: folded away, not in the sentence.
    const details = status.querySelector('details')!;
    expect(details.textContent).toContain('a'.repeat(64));
    details.remove();
    expect(status.textContent).not.toContain('aaaa');
  });

  it('lists the records changed outside the product when the chain itself is intact', async () => {
    const detail =
      'Grace Hopper’s shift of Mon, Nov 2, 2026 at Main Street was changed outside VerifiedHours: its end time no longer matches audit entry 7';
    const changed = report({
      ok: false,
      rows_checked: 12,
      row_problems: [
        { table: 'shifts', key: '5b0c', problem: 'changed', columns: ['ended_at'], detail },
      ],
      more_row_problems: 3,
    });
    const { user } = await renderSignedIn(<AuditLog />, answers(done(changed)));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const status = await finished();
    expect(status.textContent).toContain('Records were changed outside VerifiedHours');
    expect(status.textContent).not.toContain('The chain does not verify');
    expect(status.textContent).toContain(detail);
    expect(status.textContent).toContain('…and 3 more');
  });

  it('says how many records were checked against an intact chain', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(done(report({ rows_checked: 1 }))));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect((await finished()).textContent).toContain(
      '1 record the hours are computed from checked against it',
    );
  });

  it('shows the latest check when the page opens, and when it was done', async () => {
    await renderSignedIn(<AuditLog />, answers(check({}), done(report({}))));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The chain is intact: 3 entries');
    expect(status.textContent).toContain('Checked ');
  });

  it('says a check stopped, and why', async () => {
    const failure =
      'The check stopped before it finished because its server stopped. Start it again.';
    await renderSignedIn(<AuditLog />, answers(check({}), check({ state: 'failed', failure })));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The check did not finish');
    expect(status.textContent).toContain(failure);
  });
});

const entry = (overrides: Partial<TAuditEntry>): TAuditEntry => ({
  seq: 7,
  at: '2026-11-23T15:30:00.000Z',
  actor_uid: '22222222-2222-4222-8222-222222222222',
  actor_name: 'Maria Lopez',
  action: 'punch.review.accepted',
  subject: 'punch:33333333-3333-4333-8333-333333333333',
  subject_name: 'Sam Carter',
  reason: 'parked across the street',
  punch: { type: 'clock_in', at: '2026-11-23T14:02:00.000Z', time_zone: 'America/Toronto' },
  data: {},
  hash: 'c'.repeat(64),
  ...overrides,
});

describe('an audit entry in words', () => {
  it('says who accepted whose punch, at what time, and why', () => {
    expect(auditSentence(entry({}))).toBe(
      "Maria Lopez accepted Sam Carter's clock-in at 9:02 a.m.: parked across the street",
    );
  });

  it('names the punch by its day when the review came on another day', () => {
    expect(auditSentence(entry({ at: '2026-11-25T15:30:00.000Z', reason: null }))).toMatch(
      /^Maria Lopez accepted Sam Carter's clock-in at Mon\.?, Nov\.? 23, 9:02 a\.m\.$/,
    );
  });

  it('writes the week of an approval as the screens write dates', () => {
    const approved = entry({
      action: 'timesheet.approve',
      subject: 'week:x:2026-11-23',
      reason: null,
      punch: null,
      data: { week_start: '2026-11-23' },
    });
    expect(auditSentence(approved)).toBe(
      "Maria Lopez approved Sam Carter's week of November 23, 2026",
    );
  });

  it('reads an action it has no sentence for as words, never as its code', () => {
    const unknown = entry({ action: 'payroll.exported', reason: null, punch: null });
    const sentence = auditSentence(unknown);
    expect(sentence).toBe('Maria Lopez made a change (see the technical details)');
    expect(sentence).not.toContain('payroll');
  });

  it('keeps codes and fingerprints out of the table, behind a technical details disclosure', async () => {
    const page: TAuditPage = { entries: [entry({})], next_before: null };
    const { user } = await renderSignedIn(<AuditLog />, (request) => {
      if (request.url === '/api/businesses/') return jsonResponse(200, { centres: [centre] });
      if (request.url.endsWith('verifications/latest/'))
        return jsonResponse(200, { verification: null });
      return jsonResponse(200, page);
    });
    const row = (await screen.findByText(/^Maria Lopez accepted Sam Carter's clock-in/)).closest(
      'tr',
    )!;
    const details = row.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(screen.queryByRole('columnheader', { name: /fingerprint/i })).toBeNull();
    // The codes and the fingerprint live only inside the folded details, which open on a click.
    const shown = row.cloneNode(true) as HTMLElement;
    shown.querySelector('details')!.remove();
    expect(shown.textContent).not.toMatch(/punch\.review|c{12}|33333333/);
    expect(details.contains(screen.getByText('punch.review.accepted'))).toBe(true);
    expect(details.contains(screen.getByText('c'.repeat(64)))).toBe(true);
    await user.click(screen.getByText('Technical details'));
    expect(details.open).toBe(true);
  });
});
