import { Switch } from '@mantine/core';
import { t } from '@vh/contracts';
import { useSimulatorSetting } from '../hooks/use-simulator-setting.ts';

/**
 * The owner's choice whether their staff (managers included) may use the trading simulator. Off
 * until turned on; the server stops the staff's running bots when it is turned off.
 */
export function StaffSimulatorSwitch() {
  const { setting, save } = useSimulatorSetting();
  return (
    <Switch
      label={t('bot.staffSwitch.label')}
      description={t('bot.staffSwitch.description')}
      checked={setting.data?.staff_allowed ?? false}
      disabled={!setting.data || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
