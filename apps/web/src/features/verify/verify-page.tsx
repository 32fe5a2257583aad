import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  FileInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import type { TReceipt } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { formatInstant } from '../../lib/dates.ts';
import {
  publishedKeys,
  receiptFromHash,
  verifyReceiptText,
  type Verification,
} from './verify-receipt.ts';
import { verifyCopy as t } from './verify.copy.ts';

function Facts({ receipt }: { receipt: TReceipt }) {
  const rows: [string, string][] = [
    [t.fields.type, receipt.type.replace('_', ' ')],
    [t.fields.staff_name, receipt.staff_name],
    [t.fields.business_name, receipt.business_name],
    [t.fields.server_time, formatInstant(receipt.server_time)],
    [t.fields.client_time, formatInstant(receipt.client_time)],
    [
      t.fields.position,
      receipt.position
        ? `${receipt.position.latitude.toFixed(6)}, ${receipt.position.longitude.toFixed(6)} ±${Math.round(receipt.position.accuracy_m)} m`
        : `none (${receipt.location_error ?? 'not shared'})`,
    ],
    [
      t.fields.distance_m,
      receipt.distance_m === null
        ? '—'
        : `${receipt.distance_m} m (geofence ${receipt.centre.radius_m} m)`,
    ],
    [t.fields.verdict, receipt.verdict],
    [t.fields.reasons, receipt.reasons.join(', ') || 'none'],
    [t.fields.punch_id, receipt.punch_id],
    [t.fields.chain, `entry ${receipt.chain.seq}, ${receipt.chain.hash.slice(0, 16)}…`],
  ];
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t.facts}
      </Title>
      <Table fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Outcome({ result }: { result: Verification }) {
  switch (result.kind) {
    case 'valid':
      return (
        <Alert color="green" icon={<IconShieldCheck aria-hidden />} title={t.valid} role="status">
          <Stack gap="xs">
            <Text size="sm">{t.validBody(result.key.key_id)}</Text>
            <Text size="sm">{t.proves}</Text>
          </Stack>
        </Alert>
      );
    case 'altered':
      return (
        <Alert color="red" icon={<IconShieldX aria-hidden />} title={t.altered} role="status">
          {t.alteredBody}
        </Alert>
      );
    case 'unknown_key':
      return (
        <Alert color="red" icon={<IconShieldX aria-hidden />} title={t.unknownKey} role="status">
          {t.unknownKeyBody}
        </Alert>
      );
    case 'malformed':
      return (
        <Alert color="red" title={t.malformed} role="status">
          {result.detail}
        </Alert>
      );
    case 'no_keys':
      return (
        <Alert color="yellow" title={t.noKeys} role="status">
          {t.noKeysBody}
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert color="yellow" title={t.unsupported} role="status">
          {t.unsupportedBody}
        </Alert>
      );
  }
}

/** /verify: anyone checks a receipt in their own browser with WebCrypto and the published keys. */
export function VerifyPage() {
  // A receipt link (/verify#receipt=…) is read once, when the page opens.
  const [linked] = useState(() => receiptFromHash(window.location.hash));
  const [text, setText] = useState(linked ?? '');
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);

  async function check(value: string) {
    setChecking(true);
    try {
      setResult(await verifyReceiptText(value.trim(), await publishedKeys()));
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    if (!linked) return;
    void publishedKeys()
      .then((keys) => verifyReceiptText(linked.trim(), keys))
      .then(setResult);
  }, [linked]);

  const shown = result && 'receipt' in result ? result.receipt : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t.title}</Title>
          <Text>{t.intro}</Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void check(text);
            }}
          >
            <Stack gap="md">
              <Textarea
                label={t.pasteLabel}
                placeholder={t.pastePlaceholder}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setResult(null);
                }}
                autosize
                minRows={6}
                maxRows={14}
                styles={{
                  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 },
                }}
              />
              <FileInput
                label={t.fileLabel}
                accept="application/json,.json"
                clearable
                onChange={(file) => {
                  if (!file) return;
                  void file.text().then((content) => {
                    setText(content);
                    void check(content);
                  });
                }}
              />
              <Button type="submit" loading={checking} disabled={text.trim() === ''}>
                {t.check}
              </Button>
            </Stack>
          </form>
        </Paper>
        {result && <Outcome result={result} />}
        {shown && <Facts receipt={shown} />}
        <Text size="sm" c="dimmed">
          <Anchor href="/api/receipts/keys/" target="_blank" underline="always">
            {t.keysLink}
          </Anchor>{' '}
          <Code>GET /api/receipts/keys/</Code>
        </Text>
      </Stack>
    </Container>
  );
}
