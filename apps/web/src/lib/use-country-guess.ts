import { useEffect, useEffectEvent, useRef } from 'react';
import { ZIpCountryResponse, type TCountry } from '@vh/contracts';

/**
 * GET /api/ip-country/: the server's guess at the visitor's country. Plain fetch on purpose: a
 * guess that fails is no guess, so it must not raise the offline notice or any error.
 */
export async function guessCountry(signal: AbortSignal): Promise<TCountry | null> {
  try {
    const response = await fetch('/api/ip-country/', {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const parsed = ZIpCountryResponse.safeParse(await response.json());
    return parsed.success ? parsed.data.country : null;
  } catch {
    return null;
  }
}

type Region = { country: string; province: string; postalCode: string };
type CountryForm = {
  getValues(): Region;
  isTouched(path: 'country'): boolean;
  setFieldValue(path: 'country', value: string): void;
};

const blank = (value: string) => !value.trim();

/** Puts the guess in, unless the person has since picked a country or typed a province or code. */
function fillGuess(form: CountryForm, guess: TCountry, opened: string): void {
  const values = form.getValues();
  const untouched =
    !form.isTouched('country') &&
    values.country === opened &&
    blank(values.province) &&
    blank(values.postalCode);
  if (untouched && guess !== opened) form.setFieldValue('country', guess);
}

/**
 * Pre-fills an empty country with the server's guess, asked once when the form opens. The guess
 * goes in when the person starts on the address (focuses one of its other fields), not at once: a
 * country makes the province and postal code required, and someone who only came to change their
 * name must not be stopped by an address they never started. With `overDefault` the country shown
 * at opening is the form's own default (a new centre's, whose address is always required), which
 * the guess replaces at once. The person's choice always wins: a country picked, or a province or
 * postal code typed, before the guess arrives is never replaced, and a failed guess changes nothing.
 */
export function useCountryGuess(
  form: CountryForm,
  { overDefault = false } = {},
): { startAddress: () => void } {
  const pending = useRef<{ guess: TCountry; opened: string } | null>(null);
  /** The country the guess may replace, or null when there is nothing to guess. */
  const replaceable = useEffectEvent((): string | null => {
    const values = form.getValues();
    if (!blank(values.province) || !blank(values.postalCode)) return null;
    return overDefault || blank(values.country) ? values.country : null;
  });
  const fill = useEffectEvent((guess: TCountry, opened: string) => fillGuess(form, guess, opened));
  useEffect(() => {
    const opened = replaceable();
    if (opened === null) return;
    const controller = new AbortController();
    void guessCountry(controller.signal).then((guess) => {
      if (!guess || controller.signal.aborted) return;
      if (overDefault) fill(guess, opened);
      else pending.current = { guess, opened };
    });
    return () => controller.abort();
  }, [overDefault]);
  function startAddress() {
    const ready = pending.current;
    if (!ready) return;
    pending.current = null;
    fillGuess(form, ready.guess, ready.opened);
  }
  return { startAddress };
}
