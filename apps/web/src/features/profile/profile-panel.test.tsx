import { act, screen, waitFor, within } from '@testing-library/react';
import { layout, t, type TProfile } from '@vh/contracts';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { profileQueryKey } from '../../lib/get-profile.ts';
import { buildProfile, errorResponse, jsonResponse } from '../../testing/factories.ts';
import { publicConfig } from '../../testing/geocoder.ts';
import { ProfilePanel } from './components/profile-panel.tsx';
import {
  canadian,
  choose,
  input,
  profilePath,
  renderSignedIn,
  retype,
  saved,
  uid,
  type User,
} from '../../testing/profile-kit.tsx';

// The modal's many fields make a few of these slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const detailsCard = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest<HTMLElement>('.mantine-Paper-root')!;

async function openEditor(user: User) {
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  return screen.findByRole('dialog', { name: 'Edit profile' });
}

describe('Profile panel', () => {
  it("shows the About card: full name, 'Joined {month year}', cell number and email", async () => {
    await renderSignedIn(
      <ProfilePanel
        profile={buildProfile({ uid, date_joined: '2026-03-15T12:00:00.000Z', cell_number: null })}
      />,
    );
    const about = detailsCard('About');
    expect(within(about).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(about).getByText('Joined March 2026')).toBeTruthy();
    expect(within(about).getByText('ada@example.com')).toBeTruthy();
    expect(within(about).getByText('Cell number').nextElementSibling?.textContent).toBe('Not set');
  });

  it('heads the details card with the first name and lists the details', async () => {
    await renderSignedIn(
      <ProfilePanel profile={{ ...canadian, street_2: 'Suite 4', home_number: '613 555 0142' }} />,
    );
    const details = detailsCard('Ada');
    const value = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(value('Username')?.textContent).toBe('ada');
    expect([...(value('Address')?.children ?? [])].map((line) => line.textContent)).toEqual([
      '12 Wellington St',
      'Suite 4',
      'Ottawa, ON K1A 0A9',
      'Canada',
    ]);
    expect(value('Gender')?.textContent).toBe('Female');
    expect(value('Home number')?.textContent).toBe('613 555 0142');
    expect(value('Work number')?.textContent).toBe('Not set');
    expect(within(details).queryByRole('status')).toBeNull();
  });

  it("heads the details card 'User' when the first name is blank", async () => {
    await renderSignedIn(<ProfilePanel profile={buildProfile({ uid, first_name: ' ' })} />);
    expect(screen.getByRole('heading', { name: 'User' })).toBeTruthy();
  });

  it('shows the spinner only while the profile is being fetched again', async () => {
    const { queryClient } = await renderSignedIn(<ProfilePanel profile={canadian} />);
    expect(screen.queryByRole('status', { name: 'Refreshing your profile' })).toBeNull();
    let finish: () => void = () => undefined;

    act(() => {
      void queryClient.fetchQuery({
        queryKey: profileQueryKey(uid),
        queryFn: () => new Promise((resolve) => (finish = () => resolve(canadian))),
      });
    });

    expect(await screen.findByRole('status', { name: 'Refreshing your profile' })).toBeTruthy();
    act(() => finish());
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Refreshing your profile' })).toBeNull(),
    );
  });
});

describe('Work card (staff and managers)', () => {
  const employee = buildProfile({
    uid,
    role: 'STAFF',
    position: 'Barista',
    start_date: '2026-03-02',
    business_info: [{ business_id: '3f0c8d7f-9a10-4b47-9e1f-6c1c5f382a4c', name: 'Harbour Kiosk' }],
  });
  const workCard = () => detailsCard('Work');

  it('shows what the employer keeps, without an Edit button, and who to ask', async () => {
    await renderSignedIn(<ProfilePanel profile={employee} />);
    const work = within(workCard());
    const value = (label: string) => work.getByText(label).nextElementSibling?.textContent;
    expect(value('Business')).toBe('Harbour Kiosk');
    expect(value('Role')).toBe('Staff');
    expect(value('Position')).toBe('Barista');
    expect(value('Start date')).toMatch(/March 2, 2026/);
    expect(work.queryByRole('button')).toBeNull();
    expect(
      work.getByText(
        'Your employer keeps these details. Ask the owner of Harbour Kiosk or your manager to change them.',
      ),
    ).toBeTruthy();
    // Their own name, address and numbers stay theirs to change: the server takes those edits.
    expect(within(detailsCard('About')).getByRole('button', { name: 'Edit profile' })).toBeTruthy();
  });

  it('sends a manager to the owner, since managers never change their own employment', async () => {
    await renderSignedIn(<ProfilePanel profile={{ ...employee, is_manager: true }} />);
    const work = within(workCard());
    expect(work.getByText('Role').nextElementSibling?.textContent).toBe('Manager');
    expect(
      work.getByText(
        'Your employer keeps these details. Ask the owner of Harbour Kiosk to change them.',
      ),
    ).toBeTruthy();
  });

  it('names the business owner when no centre is assigned yet', async () => {
    await renderSignedIn(<ProfilePanel profile={{ ...employee, business_info: [] }} />);
    expect(
      within(workCard()).getByText(
        'Your employer keeps these details. Ask the business owner to change them.',
      ),
    ).toBeTruthy();
  });

  it('is not shown to an owner', async () => {
    await renderSignedIn(<ProfilePanel profile={canadian} />);
    expect(screen.queryByRole('heading', { name: 'Work' })).toBeNull();
  });

  it('keeps the answer to a save as the profile, the centres and the Work card with it', async () => {
    const { user, queryClient } = await renderSignedIn(
      <ProfilePanel profile={employee} />,
      (request) =>
        request.url === '/api/config'
          ? publicConfig(null)
          : jsonResponse(200, saved(employee, request.body)),
    );
    const dialog = await openEditor(user);
    await retype(user, 'Cell number', '416 555 0101', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cached = queryClient.getQueryData<TProfile>(profileQueryKey(uid));
    expect(cached?.cell_number).toBe('416 555 0101');
    expect(cached?.business_info).toEqual(employee.business_info);
    expect(screen.getByRole('heading', { name: 'Work' })).toBeTruthy();
  });
});

describe('Edit profile modal', () => {
  it('opens from the panel with the profile filled in and the email read-only', async () => {
    const { user } = await renderSignedIn(<ProfilePanel profile={canadian} />);

    const dialog = await openEditor(user);

    expect(input('First name', dialog).value).toBe('Ada');
    expect(input('Province', dialog).value).toBe('ON - Ontario');
    expect(input('Cell number', dialog).value).toBe('613 555 0100');
    const email = input('Email', dialog);
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(within(dialog).getByText(/go to Settings/)).toBeTruthy();
    expect(dialog.closest('[data-full-screen]')).toBeNull();
  });

  it('saves the personal fields and the numbers in one PATCH, then closes', async () => {
    const { user, patches, queryClient } = await renderSignedIn(
      <ProfilePanel profile={canadian} />,
    );
    const dialog = await openEditor(user);
    await retype(user, 'Last name', 'Byron ', dialog);
    await choose(user, 'Country', 'United States', dialog);
    await choose(user, 'State', 'Vermont', dialog);
    await retype(user, 'Zip code', '05401', dialog);
    await retype(user, 'Cell number', '802 555 0100', dialog);
    await retype(user, 'Work number', '802 555 0199', dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(t('toasts.changesSaved'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([
      {
        method: 'PATCH',
        url: profilePath,
        body: {
          personal_information: {
            first_name: 'Ada',
            last_name: 'Byron',
            gender: 'Female',
            street: '12 Wellington St',
            street_2: null,
            city: 'Ottawa',
            province: 'Vermont',
            country: 'United States',
            postal_code: '05401',
          },
          contact_information: {
            cell_number: '802 555 0100',
            home_number: null,
            work_number: '802 555 0199',
          },
        },
      },
    ]);
    expect(queryClient.getQueryData(profileQueryKey(uid))).toMatchObject({
      last_name: 'Byron',
      province: 'Vermont',
      cell_number: '802 555 0100',
    });
  });

  it('stays open with the error toast when the save fails', async () => {
    const { user } = await renderSignedIn(<ProfilePanel profile={canadian} />, () =>
      errorResponse(500, 'INTERNAL'),
    );
    const dialog = await openEditor(user);
    await retype(user, 'City', 'Kingston', dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(t('toasts.saveError'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBe(dialog);
    expect(input('City', dialog).value).toBe('Kingston');
  });

  it('shows a server field error on its field', async () => {
    const { user } = await renderSignedIn(<ProfilePanel profile={canadian} />, () =>
      errorResponse(
        400,
        'VALIDATION_FAILED',
        'contact_information.cell_number: Cell number must be at most 40 characters',
        'contact_information.cell_number',
      ),
    );
    const dialog = await openEditor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByText('Cell number must be at most 40 characters'),
    ).toBeTruthy();
    expect(input('Cell number', dialog).getAttribute('aria-invalid')).toBe('true');
  });

  it('names the first missing field and sends nothing', async () => {
    const { user, patches } = await renderSignedIn(<ProfilePanel profile={canadian} />);
    const dialog = await openEditor(user);
    await retype(user, 'Cell number', '', dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Please fill in cell number field')).toBeTruthy();
    expect(patches()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeTruthy();
  });

  it('starts afresh each time it opens', async () => {
    const { user } = await renderSignedIn(<ProfilePanel profile={canadian} />);
    let dialog = await openEditor(user);
    await retype(user, 'City', 'Kingston', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openEditor(user);

    expect(input('City', dialog).value).toBe('Ottawa');
  });

  it('fills the screen on narrow screens', async () => {
    const wide = window.matchMedia.bind(window);
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...wide(query),
      matches: query === `(max-width: ${layout.mobileBreakpoint})`,
    }));
    onTestFinished(() => narrow.mockRestore());
    const { user } = await renderSignedIn(<ProfilePanel profile={canadian} />);

    const dialog = await openEditor(user);

    expect(dialog.closest('[data-full-screen]')).toBeTruthy();
  });
});
