import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '@vh/contracts';

/**
 * The one check before a clock-out: a shift ended by a slip of the thumb takes a correction request
 * to undo, so the person confirms, seeing what they have worked. Keep working is the safe default.
 */
export function ClockOutConfirm({
  opened,
  worked,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  /** The shift's worked time so far, in words. */
  worked: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={t('timeclock.clock.confirmTitle')} centered>
      <Text>{t('timeclock.clock.confirmBody', { worked })}</Text>
      <Group grow mt="lg" gap="sm">
        <Button size="lg" variant="default" onClick={onCancel} data-autofocus>
          {t('timeclock.clock.keepWorking')}
        </Button>
        {/* Shade 9: white text on Mantine's default red is 3.8:1. */}
        <Button size="lg" color="red.9" onClick={onConfirm}>
          {t('timeclock.actions.clock_out')}
        </Button>
      </Group>
    </Modal>
  );
}
