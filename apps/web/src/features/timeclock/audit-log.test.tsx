import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuditPage, TChainReport } from '@vh/contracts';
import { buildCentre, errorResponse, jsonResponse } from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { renderSignedIn } from '../../testing/profile-kit.tsx';
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
      data: { reason: 'account_deleted' },
      hash: 'b'.repeat(64),
    },
  ],
  next_before: null,
};

function answers(report: TChainReport) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/businesses/') return jsonResponse(200, { centres: [centre] });
    if (request.url.startsWith(`/api/businesses/${centre.id}/audit/verify/`))
      return jsonResponse(200, report);
    if (request.url.startsWith(`/api/businesses/${centre.id}/audit/`))
      return jsonResponse(200, page);
    return errorResponse(500, 'INTERNAL');
  };
}

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

describe('the audit log', () => {
  it('says how many entries the retention policy redacted when the chain verifies', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(report({ redacted: 2 })));
    expect(await screen.findByText('Redacted under the retention policy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The chain is intact: 3 entries');
    expect(status.textContent).toContain('2 entries redacted under the retention policy');
  });

  it('says nothing of redaction when no entry was redacted', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(report({ redacted: 0 })));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('The chain is intact');
    expect(status.textContent).not.toContain('redacted');
  });

  it('lists the records changed outside the product when the chain itself is intact', async () => {
    const detail =
      'A shift (5b0c) was changed outside VerifiedHours: its end time no longer matches audit entry 7';
    const changed = report({
      ok: false,
      rows_checked: 12,
      row_problems: [
        { table: 'shifts', key: '5b0c', problem: 'changed', columns: ['ended_at'], detail },
      ],
      more_row_problems: 3,
    });
    const { user } = await renderSignedIn(<AuditLog />, answers(changed));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Records were changed outside VerifiedHours');
    expect(status.textContent).not.toContain('The chain does not verify');
    expect(status.textContent).toContain(detail);
    expect(status.textContent).toContain('…and 3 more');
  });

  it('says how many records were checked against an intact chain', async () => {
    const { user } = await renderSignedIn(<AuditLog />, answers(report({ rows_checked: 1 })));
    await user.click(await screen.findByRole('button', { name: 'Verify chain' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '1 record the hours are computed from checked against it',
    );
  });
});
