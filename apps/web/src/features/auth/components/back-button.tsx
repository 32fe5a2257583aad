import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { t } from '@vh/contracts';

/** The register screen's step back (SPEC §2: back buttons return one step). */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('auth.register.back')}
    </Button>
  );
}
