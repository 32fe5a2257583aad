import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, t } from '@vh/contracts';
import type { FormEvent, ReactNode } from 'react';

/**
 * The frame of the panel's modal forms (an edit, a reason, a correction request): full screen on a
 * phone, an intro line, the server's refusal in an alert, the fields, then Cancel and the submit
 * button. While `busy` it cannot be closed, so an answer never lands on a closed form.
 */
export function FormModal({
  title,
  intro,
  failure,
  busy,
  wide = false,
  cancelLabel,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** The line above the fields (what the form is about), if any. */
  intro?: string | undefined;
  failure: string | null;
  busy: boolean;
  /** Wider than Mantine's default on larger screens (the edit form's two columns). */
  wide?: boolean;
  cancelLabel: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={title}
      size={wide ? (phone ? '100%' : 'lg') : undefined}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          {intro !== undefined && <Text size="sm">{intro}</Text>}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
