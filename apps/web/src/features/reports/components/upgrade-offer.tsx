import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * What the plan does not include, offered as an upgrade: the owner goes to /pricing, which leads
 * a Free owner to checkout and a paying one to the change-plan modal; others are told to ask.
 */
export function UpgradeOffer({
  title,
  message,
  isOwner,
  upgradeLabel,
  askOwner,
}: {
  title: string;
  message: string;
  isOwner: boolean;
  upgradeLabel: string;
  askOwner: string;
}) {
  return (
    <Alert
      color="indigo"
      variant="light"
      title={title}
      icon={<IconSparkles aria-hidden />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {isOwner ? (
          <Button component={Link} to="/pricing" size="xs">
            {upgradeLabel}
          </Button>
        ) : (
          <Text size="sm">{askOwner}</Text>
        )}
      </Stack>
    </Alert>
  );
}
