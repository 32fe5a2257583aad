import { t } from '@vh/contracts';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { isSecureOrigin } from '../lib/secure-origin.ts';

/**
 * Renders `children` only on a secure origin (https or localhost); elsewhere a plain notice naming
 * what needs one, instead of a blank screen or a cryptic error from a missing browser API.
 */
export function RequireSecureOrigin({
  feature,
  children,
}: {
  /** What needs it, as the start of a sentence: 'Clocking in', 'Checking a receipt'. */
  feature: string;
  children: ReactNode;
}) {
  if (isSecureOrigin()) return children;
  return <SecureOriginNotice feature={feature} />;
}

export function SecureOriginNotice({ feature }: { feature: string }) {
  const httpsUrl =
    typeof window === 'undefined' ? null : window.location.href.replace(/^http:/, 'https:');
  return (
    <Alert
      color="yellow"
      title={t('toasts.secureOrigin.title')}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('toasts.secureOrigin.message', { what: feature })}</Text>
      {httpsUrl ? (
        <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {httpsUrl}
        </Text>
      ) : null}
    </Alert>
  );
}
