import { Textarea } from '@mantine/core';
import { TIMESHEETS } from '@vh/contracts';

/** The required written reason of an edit, an unlock or an answer; the contract words its error. */
export function ReasonField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={TIMESHEETS.reasonMax}
      autosize
      minRows={2}
      maxRows={6}
      withAsterisk
      required
    />
  );
}
