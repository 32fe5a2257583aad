import { Badge, Group } from '@mantine/core';
import { t, type TShiftFlag } from '@vh/contracts';

// Shades with 4.5:1 text contrast, as the time clock's badges.
const STYLE: Record<TShiftFlag, { color: string; c?: string; variant?: 'filled' }> = {
  unreviewed: { color: 'yellow', c: 'dark', variant: 'filled' },
  rejected: { color: 'red.9' },
  missing_clock_out: { color: 'red.9' },
  open: { color: 'cyan.9' },
  edited: { color: 'grape.9' },
};

/** A shift's flags as badges; nothing when it has none. */
export function ShiftFlags({ flags }: { flags: readonly TShiftFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} size="sm" {...STYLE[flag]}>
          {t(`timesheets.shift.flags.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
