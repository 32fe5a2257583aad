import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { copy } from '../../../lib/copy.ts';

/** The register screen's step back (SPEC §2: back buttons return one step). */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onClick}
    >
      {copy.register.back}
    </Button>
  );
}
