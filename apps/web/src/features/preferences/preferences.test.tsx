import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { PreferencesSettings } from './components/preferences-settings.tsx';

describe('preferences settings', () => {
  it('says honestly that there is nothing to set, and offers no controls', async () => {
    await renderWithProviders(<PreferencesSettings />, { route: '/settings' });

    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByText(/There are no preferences to set yet/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
