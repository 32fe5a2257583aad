import type { UseFormReturnType } from '@mantine/form';

/** After a save the saved values are the new starting point: nothing is dirty, no errors show. */
export function resetFormTo<Values>(form: UseFormReturnType<Values>, values: Values): void {
  form.setInitialValues(values);
  form.reset();
}
