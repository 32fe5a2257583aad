import { within } from '@testing-library/react';

/** A label's text without the required marker (Mantine's withAsterisk adds ' *'). */
const withoutAsterisk = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/ ?\*$/, '');

/** An input by its exact label; `selector` keeps a Select's open list out of the match. */
export const input = (label: string, container: HTMLElement = document.body) =>
  within(container).getByLabelText<HTMLInputElement>(label, {
    exact: true,
    selector: 'input',
    normalizer: withoutAsterisk,
  });
