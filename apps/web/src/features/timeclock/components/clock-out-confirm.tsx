import { Button, Modal, SimpleGrid, Text } from '@mantine/core';
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
      {/* One above the other on a phone: side by side, "Keep working" is cut short at 375 px. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="lg" spacing="sm">
        <Button size="lg" variant="default" onClick={onCancel} data-autofocus>
          {t('timeclock.clock.keepWorking')}
        </Button>
        {/* Shade 9: white text on Mantine's default red is 3.8:1. */}
        <Button size="lg" color="red.9" onClick={onConfirm}>
          {t('timeclock.actions.clock_out')}
        </Button>
      </SimpleGrid>
    </Modal>
  );
}
