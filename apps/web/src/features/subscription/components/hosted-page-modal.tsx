import { Modal } from '@mantine/core';
import { layout, t } from '@vh/contracts';
import type { ShownHostedPage } from '../hooks/use-hosted-page.ts';

/**
 * SPEC §2's 'Subscription purchase' and 'Manage payment' modals: the billing provider's hosted page
 * in a 600 px frame. The page itself takes the card; nothing about it passes through this app.
 */
export function HostedPageModal({
  page,
  onClose,
}: {
  page: ShownHostedPage | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={page !== null}
      onClose={onClose}
      title={page?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {page ? (
        <iframe
          src={page.url}
          title={page.frameTitle}
          // The hosted page may ask the browser's payment sheet (Apple Pay, Google Pay).
          allow="payment"
          style={{
            display: 'block',
            width: '100%',
            height: layout.checkoutIframeHeightPx,
            border: 0,
          }}
        />
      ) : null}
    </Modal>
  );
}
