import { screen } from '@testing-library/react';
import type { TProfile } from '@vh/contracts';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { EmploymentSettings } from './components/employment-settings.tsx';

async function renderEmployment(overrides: Partial<TProfile>) {
  const profile = buildProfile({ role: 'STAFF', ...overrides });
  await renderWithProviders(<EmploymentSettings profile={profile} />, { route: '/settings' });
}

/** The value shown for a label of the description list. */
const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('employment settings', () => {
  it("shows the employer's details, dates as 'MMMM D, YYYY'", async () => {
    await renderEmployment({
      business_info: [
        { business_id: '0b9d6c4e-6a57-4d5c-9a3e-2f1e8c7d6b5a', name: 'Babbage Bakery' },
        { business_id: '1c8e7d5f-7b68-4e6d-8b4f-3a2f9d8e7c6b', name: 'Engine Works' },
      ],
      position: 'Shift lead',
      start_date: '2026-01-05',
      end_date: '2026-12-31',
    });

    expect(screen.getByRole('heading', { name: 'Employment' })).toBeTruthy();
    expect(screen.getByText('Babbage Bakery')).toBeTruthy();
    expect(screen.getByText('Engine Works')).toBeTruthy();
    expect(valueOf('Position')).toBe('Shift lead');
    expect(valueOf('Start date')).toBe('January 5, 2026');
    expect(valueOf('End date')).toBe('December 31, 2026');
    expect(screen.getByText(/Your employer manages these details/)).toBeTruthy();
  });

  it('says what is missing instead of leaving blanks', async () => {
    await renderEmployment({ business_info: [], position: null, start_date: null, end_date: null });

    expect(valueOf('Business')).toBe('Not assigned yet');
    expect(valueOf('Position')).toBe('Not set');
    expect(valueOf('Start date')).toBe('Not set');
    expect(valueOf('End date')).toBe('Not set');
  });

  it('offers nothing to edit', async () => {
    await renderEmployment({ position: 'Shift lead', start_date: '2026-01-05' });

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
