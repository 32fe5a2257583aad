import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../address-search/api/search-address.ts';
import { addressFromSuggestion } from './address-from-suggestion.ts';
import type { AddressValues } from './profile-form.rules.ts';

const empty: AddressValues = {
  street: '',
  street2: 'Apt 4',
  city: '',
  province: '',
  country: '',
  postalCode: '',
};

const found = (overrides: Partial<AddressSuggestion>): AddressSuggestion => ({
  label: 'x',
  latitude: 0,
  longitude: 0,
  street: '1 Rue Saint-Jean',
  city: 'Québec',
  province: 'Québec',
  postalCode: 'g1r1r6',
  country: 'Canada',
  ...overrides,
});

describe('an address from a picked suggestion', () => {
  it("reads a province written with or without accents as its code, and keeps the person's second line", () => {
    expect(addressFromSuggestion(empty, found({}))).toEqual({
      street: '1 Rue Saint-Jean',
      street2: 'Apt 4',
      city: 'Québec',
      province: 'QC',
      country: 'Canada',
      postalCode: 'G1R 1R6',
    });
  });

  it('takes a state of the United States by its name, and leaves one it does not know', () => {
    const us = { ...empty, country: 'United States' };
    const texas = found({ province: 'Texas', country: 'United States', postalCode: '78701' });
    expect(addressFromSuggestion(us, texas)).toMatchObject({
      province: 'Texas',
      postalCode: '78701',
    });
    const unknown = found({ province: 'Nowhere', country: 'United States', postalCode: '78701' });
    expect(addressFromSuggestion({ ...us, province: 'Ohio' }, unknown).province).toBe('Ohio');
  });

  it('gives only the street and city for a country not on the list', () => {
    expect(addressFromSuggestion(empty, found({ country: 'Atlantis' }))).toEqual({
      ...empty,
      street: '1 Rue Saint-Jean',
      city: 'Québec',
    });
  });

  it('writes another country’s province as text where the form has no list', () => {
    const france = found({ province: 'Île-de-France', country: 'France', postalCode: '75001' });
    expect(addressFromSuggestion(empty, france)).toMatchObject({
      country: 'France',
      province: 'Île-de-France',
      postalCode: '75001',
    });
  });
});
