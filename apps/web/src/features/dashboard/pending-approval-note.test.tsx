import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PendingApprovalNote } from './components/pending-approval-note.tsx';

const note = () => within(screen.getByRole('alert', { name: 'Your account is under review' }));

describe('the note for staff waiting for approval', () => {
  it('says what happens next, in order: approval, the clock, nothing to do, whom to ask', async () => {
    await renderWithProviders(<PendingApprovalNote business="Corner Café" />);

    const steps = within(note().getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Your manager or the business owner approves your account.',
      'This page then opens your time clock by itself: no need to reload or sign in again.',
      'Until then there is nothing for you to do, and your access is limited to this page. You can close it and come back later.',
      'Waiting a long time? Ask your manager or the owner at Corner Café to approve you.',
    ]);
    expect(note().getByRole('list').tagName).toBe('OL');
  });

  it('asks the manager or owner without a name when the business is not known', async () => {
    await renderWithProviders(<PendingApprovalNote />);

    expect(
      note().getByText('Waiting a long time? Ask your manager or the owner to approve you.'),
    ).toBeTruthy();
  });
});
