import { Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';

/** A running time as a clock shows it, 3:07:09: digits only, so it reads the same in any language. */
function clockFace(totalSeconds: number): string {
  const seconds = Math.floor(Math.max(0, totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** The device's clock, read again every second, for times that run on screen. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, []);
  return now;
}

/** A running time, large: what a person glances at on the way to the door. */
export function RunningTime({
  label,
  seconds,
  size,
}: {
  label: string;
  seconds: number;
  size: number;
}) {
  const labelId = useId();
  return (
    <Stack gap={0} align="center">
      <Text size="sm" c="dimmed" id={labelId}>
        {label}
      </Text>
      {/* A timer is not announced each second; its label says what it counts. */}
      <Text
        role="timer"
        aria-labelledby={labelId}
        fz={size}
        fw={700}
        lh={1.1}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {clockFace(seconds)}
      </Text>
    </Stack>
  );
}
