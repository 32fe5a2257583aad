import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../testing/factories.ts';
import { addressLines, detailsHeading, fullName } from './profile-display.ts';

describe('profile display', () => {
  it('writes the address in mailing order, leaving out what is missing', () => {
    const profile = buildProfile({
      street: '12 Wellington St',
      street_2: 'Suite 4',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1A 0A9',
      country: 'Canada',
    });
    expect(addressLines(profile)).toEqual([
      '12 Wellington St',
      'Suite 4',
      'Ottawa, ON K1A 0A9',
      'Canada',
    ]);
    expect(addressLines({ ...profile, street_2: '', province: null, city: null })).toEqual([
      '12 Wellington St',
      'K1A 0A9',
      'Canada',
    ]);
    expect(addressLines(buildProfile())).toEqual([]);
  });

  it("heads the details with the first name, or 'User' without one", () => {
    expect(detailsHeading(buildProfile({ first_name: 'Grace' }))).toBe('Grace');
    expect(detailsHeading(buildProfile({ first_name: '  ' }))).toBe('User');
  });

  it('joins the names without stray spaces', () => {
    expect(fullName(buildProfile({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe(
      'Ada Lovelace',
    );
    expect(fullName(buildProfile({ first_name: '', last_name: 'Lovelace' }))).toBe('Lovelace');
  });
});
