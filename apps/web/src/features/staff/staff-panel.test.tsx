import { screen, waitFor, within } from '@testing-library/react';
import { type TStaffMember, t } from '@vh/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  buildStaffMember,
  errorResponse,
  jsonResponse,
} from '../../testing/factories.ts';
import type { RecordedRequest } from '../../testing/fetch-stub.ts';
import { GEOCODER, geocoderAnswer, publicConfig } from '../../testing/geocoder.ts';
import { datePicker, pickDate } from '../../testing/date-picker.ts';
import { fill } from '../../testing/inputs.ts';
import { input, renderSignedIn, retype } from '../../testing/profile-kit.tsx';
import { restoreZone } from '../../testing/zone.ts';
import { StaffPanel } from './components/staff-panel.tsx';

vi.setConfig({ testTimeout: 20_000 });

const kiosk = { id: '3f0c8d7f-9a10-4b47-9e1f-6c1c5f382a4c', name: 'Harbourfront Kiosk' };
const cart = { id: '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Distillery Cart' };

const member = (overrides: Partial<TStaffMember>) =>
  buildStaffMember({ centres: [kiosk], ...overrides });

const grace = member({});
const alan = member({
  username: 'alan_t',
  email: 'alan@example.com',
  first_name: 'Alan',
  last_name: 'Turing',
  pending_approval: false,
  status: 'active',
  start_date: '2026-11-02',
  position: 'Barista',
  centres: [cart],
});

type Answer = (request: RecordedRequest) => Response | undefined;

/** The staff list, the owner's centres, and whatever `more` answers. */
function api(more: Answer = () => undefined) {
  return (request: RecordedRequest) =>
    more(request) ??
    (request.url === '/api/businesses/staffs/'
      ? jsonResponse(200, { staff: [grace, alan] })
      : request.url === '/api/businesses/'
        ? jsonResponse(200, { centres: [] })
        : errorResponse(500, 'INTERNAL'));
}

const owner = buildProfile();
const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Staff panel', () => {
  it('lists people with their status, pending first, and filters by search and centre', async () => {
    const { user } = await renderSignedIn(<StaffPanel profile={owner} />, api());
    const regions = await screen.findAllByRole('region');
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Grace Hopper',
      'Alan Turing',
    ]);
    expect(card('Grace Hopper').getByText('Pending')).toBeTruthy();
    expect(card('Alan Turing').getByText('Active')).toBeTruthy();
    expect(card('Alan Turing').queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.type(screen.getByLabelText('Search staff'), 'alan@');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Alan Turing',
    ]);
    await user.clear(screen.getByLabelText('Search staff'));
    await user.type(screen.getByLabelText('Search staff'), 'nobody');
    expect(screen.getByText('Nobody matches your search.')).toBeTruthy();
  });

  it('approves a pending person with the approve call, then shows the list again', async () => {
    const calls: string[] = [];
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.method !== 'POST') return undefined;
        calls.push(request.url);
        return jsonResponse(200, { ...grace, status: 'active', pending_approval: false });
      }),
    );
    await user.click((await findCard('Grace Hopper')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([`/api/businesses/approve/staffs/${grace.uid}/`]));
    expect(await screen.findByText('Grace Hopper can now clock in.')).toBeTruthy();
  });

  it('asks before rejecting, and rejects only when confirmed', async () => {
    const calls: string[] = [];
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.method !== 'POST') return undefined;
        calls.push(request.url);
        return new Response(null, { status: 204 });
      }),
    );
    await user.click((await findCard('Grace Hopper')).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject this sign-up?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep' }));
    expect(calls).toEqual([]);

    await user.click(card('Grace Hopper').getByRole('button', { name: 'Reject' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject sign-up' }),
    );
    await waitFor(() => expect(calls).toEqual([`/api/businesses/reject/staffs/${grace.uid}/`]));
  });

  it('saves the edit modal in one PATCH and keeps it open with the spec’s error on failure', async () => {
    let fail = true;
    const patches: unknown[] = [];
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.method !== 'PATCH') return undefined;
        patches.push(request.body);
        return fail ? errorResponse(500, 'INTERNAL') : jsonResponse(200, alan);
      }),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile: Alan Turing/ });
    await retype(user, 'Position', 'Head barista', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(t('toasts.staffSaveError'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: /^Edit staff profile/ })).toBeTruthy();
    expect(patches[0]).toMatchObject({
      position: 'Head barista',
      start_date: '2026-11-02',
      end_date: null,
      active: true,
      centre_ids: [cart.id],
      is_manager: false,
      contact_information: { cell_number: '416 555 0100' },
    });
    // The email was not touched, so it is not sent: only a change starts the confirmation.
    expect(patches[0]).not.toHaveProperty('contact_information.email');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requires a start date, and offers the manager flag to owners only', async () => {
    const manager = buildProfile({ role: 'STAFF', is_manager: true });
    const { user } = await renderSignedIn(<StaffPanel profile={manager} />, api());
    await user.click((await findCard('Grace Hopper')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Manager/)).toBeNull();
    expect(datePicker('Start date', dialog).textContent).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start date is required')).toBeTruthy();
  });

  it('shows a manager their own card without Edit, saying who keeps it (the server refuses it)', async () => {
    const manager = buildProfile({ uid: alan.uid, role: 'STAFF', is_manager: true });
    await renderSignedIn(<StaffPanel profile={manager} />, api());

    const own = await findCard('Alan Turing');
    expect(own.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(own.getByText(t('staff.selfNote'))).toBeTruthy();
    expect(card('Grace Hopper').getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("shows start and end dates as 'MMMM D, YYYY' and sends them as YYYY-MM-DD", async () => {
    // West of Greenwich, where a date read as UTC midnight would slip back a day.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      const patches: unknown[] = [];
      const { user } = await renderSignedIn(
        <StaffPanel profile={owner} />,
        api((request) => {
          if (request.method !== 'PATCH') return undefined;
          patches.push(request.body);
          return jsonResponse(200, alan);
        }),
      );
      await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile/ });
      expect(datePicker('Start date', dialog).textContent).toBe('November 2, 2026');

      await pickDate(user, 'End date', '2027-03-04', dialog);
      expect(datePicker('End date', dialog).textContent).toBe('March 4, 2027');
      await pickDate(user, 'Start date', '2027-01-01', dialog);
      expect(datePicker('Start date', dialog).textContent).toBe('January 1, 2027');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(patches).toHaveLength(1));
      expect(patches[0]).toMatchObject({ start_date: '2027-01-01', end_date: '2027-03-04' });
    } finally {
      restoreZone(zone);
    }
  });

  it('clears the end date back to none', async () => {
    const patches: unknown[] = [];
    const leaving = { ...alan, end_date: '2027-03-04' };
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.url === '/api/businesses/staffs/') {
          return jsonResponse(200, { staff: [leaving] });
        }
        if (request.method !== 'PATCH') return undefined;
        patches.push(request.body);
        return jsonResponse(200, alan);
      }),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile/ });
    expect(datePicker('End date', dialog).textContent).toBe('March 4, 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Clear the end date' }));
    expect(datePicker('End date', dialog).textContent).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ end_date: null });
  });

  it("fills the person's address from the address search when a geocoder is configured", async () => {
    const patches: unknown[] = [];
    const geocoder = geocoderAnswer('ok', []);
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.url === '/api/config') return publicConfig(GEOCODER);
        if (request.method === 'PATCH') {
          patches.push(request.body);
          return jsonResponse(200, alan);
        }
        return geocoder(request);
      }),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile/ });
    await fill(
      user,
      await within(dialog).findByLabelText('Find the address', { selector: 'input' }),
      '101 Queen',
    );
    await user.click(
      await screen.findByRole('option', { name: /^104 Queen Street West/ }, { timeout: 5_000 }),
    );
    await waitFor(() =>
      expect(input('Street address', dialog).value).toBe('104 Queen Street West'),
    );
    expect(input('City', dialog).value).toBe('Toronto');
    expect(input('Province', dialog).value).toBe('ON - Ontario');
    expect(input('Postal code', dialog).value).toBe('M5H 2N2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      personal_information: {
        street: '104 Queen Street West',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postal_code: 'M5H 2N2',
      },
    });
  });

  it('offers no address search without a geocoder', async () => {
    let configAsked = false;
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.url !== '/api/config') return undefined;
        configAsked = true;
        return publicConfig(null);
      }),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile/ });
    await waitFor(() => expect(configAsked).toBe(true));
    expect(input('Street address', dialog)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Find the address')).toBeNull();
  });

  it('proposes a new email, which waits for the person to confirm it', async () => {
    const patches: unknown[] = [];
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.method !== 'PATCH') return undefined;
        patches.push(request.body);
        return jsonResponse(200, { ...alan, pending_email: 'alan.t@example.com' });
      }),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile: Alan Turing/ });
    await retype(user, 'Email', 'not an email', dialog);
    expect(await within(dialog).findByText(t('spec.validation.emailInvalid'))).toBeTruthy();
    await retype(user, 'Email', 'Alan.T@example.com', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches[0]).toMatchObject({ contact_information: { email: 'alan.t@example.com' } });
    expect(
      await screen.findByText(
        'The staff profile was saved. The new email takes effect once the person confirms it from both inboxes.',
      ),
    ).toBeTruthy();
  });
});

describe('employee numbers on the Staff panel', () => {
  it('shows the number on the card and sends a typed one with the save', async () => {
    const numbered = { ...alan, employee_number: '123' };
    const patches: unknown[] = [];
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) => {
        if (request.url === '/api/businesses/staffs/') {
          return jsonResponse(200, { staff: [grace, numbered] });
        }
        if (request.method !== 'PATCH') return undefined;
        patches.push(request.body);
        return jsonResponse(200, { ...grace, employee_number: 'E-42' });
      }),
    );
    expect((await findCard('Alan Turing')).getByText(/No\. 123/)).toBeTruthy();
    expect(card('Grace Hopper').queryByText(/No\./)).toBeNull();

    await user.click(card('Grace Hopper').getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile: Grace/ });
    expect(within(dialog).getByText(t('staff.modal.employeeNumberHint'))).toBeTruthy();
    await retype(user, 'Employee number', 'E 42', dialog);
    expect(
      await within(dialog).findByText(t('validation.staff.employeeNumber'), { exact: false }),
    ).toBeTruthy();
    await retype(user, 'Employee number', 'E-42', dialog);
    await pickDate(user, 'Start date', '2026-11-02', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ employee_number: 'E-42' });
  });

  it('shows a number someone else has beside the field, and keeps the modal open', async () => {
    const taken = t('errors.staff.employeeNumberTaken', { number: '123', name: 'Ada Lovelace' });
    const { user } = await renderSignedIn(
      <StaffPanel profile={owner} />,
      api((request) =>
        request.method === 'PATCH'
          ? errorResponse(409, 'CONFLICT', taken, 'employee_number')
          : undefined,
      ),
    );
    await user.click((await findCard('Alan Turing')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit staff profile: Alan Turing/ });
    await retype(user, 'Employee number', '123', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(input('Employee number', dialog).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(dialog).getByText(taken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: /^Edit staff profile/ })).toBeTruthy();
  });
});
