import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { pricingReturningTo } from '../../pricing/return-path.ts';

/**
 * What the plan does not include, offered as an upgrade: the owner goes to /pricing, which leads
 * a Free owner to checkout and a paying one to the change-plan modal; others are told to ask.
 * A purchase made from there comes back to this screen.
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
  const { pathname, search } = useLocation();
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
          <Button component={Link} to={pricingReturningTo(pathname + search)} size="xs">
            {upgradeLabel}
          </Button>
        ) : (
          <Text size="sm">{askOwner}</Text>
        )}
      </Stack>
    </Alert>
  );
}
