import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t, type TSimulatorSetting, type TSimulatorSettingAnswer } from '@vh/contracts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { getSimulatorSetting, setSimulatorSetting } from '../api/bot.ts';

export const simulatorSettingKey = ['bot', 'simulator-setting'] as const;

/** What the owner is told once the server saved the switch. */
export function savedWords(answer: TSimulatorSettingAnswer): string {
  if (answer.staff_allowed) return t('bot.staffSwitch.turnedOn');
  return answer.stopped_bots > 0
    ? t('bot.staffSwitch.turnedOffStopped', { count: answer.stopped_bots })
    : t('bot.staffSwitch.turnedOff');
}

/**
 * The owner's switch for their staff's simulator. The switch moves at once and moves back if the
 * server refuses; the toast says what changed (and how many staff bots turning it off stopped).
 */
export function useSimulatorSetting() {
  const queryClient = useQueryClient();
  const setting = useQuery({
    queryKey: simulatorSettingKey,
    queryFn: ({ signal }) => getSimulatorSetting(signal),
  });
  const save = useMutation({
    mutationFn: (staffAllowed: boolean) => setSimulatorSetting({ staff_allowed: staffAllowed }),
    onMutate: async (staffAllowed) => {
      await queryClient.cancelQueries({ queryKey: simulatorSettingKey });
      const before = queryClient.getQueryData<TSimulatorSetting>(simulatorSettingKey);
      queryClient.setQueryData<TSimulatorSetting>(simulatorSettingKey, {
        staff_allowed: staffAllowed,
      });
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<TSimulatorSetting>(simulatorSettingKey, {
        staff_allowed: answer.staff_allowed,
      });
      notifySuccess(savedWords(answer));
    },
    onError: (error, _staffAllowed, context) => {
      if (context?.before) queryClient.setQueryData(simulatorSettingKey, context.before);
      notifyFailure(error, t('toasts.saveError'));
    },
  });
  return { setting, save };
}
