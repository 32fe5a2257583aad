import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/** After a save the saved values are the new starting point: nothing is dirty, no errors show. */
export function resetFormTo<Values>(form: UseFormReturnType<Values>, values: Values): void {
  form.setInitialValues(values);
  form.reset();
}

/**
 * Follows the profile while the person has not typed: the shell refetches the profile when a panel
 * opens, and a form still showing the older copy would send it back and undo a change made
 * elsewhere. Once something is edited, their edits win.
 */
export function useFollowValues<Values>(form: UseFormReturnType<Values>, values: Values): void {
  const key = JSON.stringify(values);
  useEffect(() => {
    // Compared by content: the form object and the values are new on every render.
    if (form.isDirty() || JSON.stringify(form.getInitialValues()) === key) return;
    resetFormTo(form, JSON.parse(key) as Values);
  }, [form, key]);
}
