// The Preferences tab's own wording; SPEC §2 names the tab and says it is empty.

export const preferencesCopy = {
  title: 'Preferences',
  empty: 'There are no preferences to set yet. When there are, you will find them here.',
} as const;
