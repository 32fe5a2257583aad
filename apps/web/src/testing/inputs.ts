import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A label's text without the required marker (Mantine's withAsterisk adds ' *'). */
const withoutAsterisk = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/ ?\*$/, '');

/** An input by its exact label; `selector` keeps a Select's open list out of the match. */
export const input = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText<HTMLInputElement>(label, {
    exact: true,
    selector: 'input',
    normalizer: withoutAsterisk,
  });

/**
 * Adds `text` at the end of a field as a person pasting it would: a click, then one paste. For
 * fields a test fills but is not about; each typed key re-renders the form and runs its checks,
 * which made typing most of a form test's time.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
