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
  RECEIPT_KEYS_PATH,
  RECEIPT_KEYS_REQUEST,
  receiptFromHash,
  verifyReceiptText,
  type Verification,
} from './verify-receipt.ts';
import { t } from '@vh/contracts';

function Facts({ receipt }: { receipt: TReceipt }) {
  const rows: [string, string][] = [
    [t('verify.fields.type'), t(`punches.types.${receipt.type}`)],
    [t('verify.fields.staff_name'), receipt.staff_name],
    [t('verify.fields.business_name'), receipt.business_name],
    [t('verify.fields.server_time'), formatInstant(receipt.server_time)],
    [t('verify.fields.client_time'), formatInstant(receipt.client_time)],
    [
      t('verify.fields.position'),
      receipt.position
        ? t('verify.values.position', {
            latitude: receipt.position.latitude.toFixed(6),
            longitude: receipt.position.longitude.toFixed(6),
            accuracy: Math.round(receipt.position.accuracy_m),
          })
        : t('verify.values.noPosition', {
            reason: receipt.location_error
              ? t(`verify.locationErrors.${receipt.location_error}`)
              : t('verify.values.notShared'),
          }),
    ],
    [
      t('verify.fields.distance_m'),
      receipt.distance_m === null
        ? '—'
        : t('verify.values.distance', {
            distance: receipt.distance_m,
            radius: receipt.centre.radius_m,
          }),
    ],
    [t('verify.fields.verdict'), t(`punches.places.${receipt.verdict}`)],
    [
      t('verify.fields.reasons'),
      receipt.reasons.map((reason) => t(`punches.reasons.${reason}`)).join('; ') ||
        t('verify.values.noReasons'),
    ],
  ];
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('verify.facts')}
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

/**
 * What the signature covers, as the receipt writes it (key id, punch id, chain link, codes) and
 * where the public keys are: folded away, for whoever checks a receipt by hand.
 */
function TechnicalDetails({ receipt, keyId }: { receipt: TReceipt | null; keyId: string | null }) {
  const rows: [string, string][] = [
    ...(keyId ? [[t('verify.technicalFields.key_id'), keyId] as [string, string]] : []),
    ...(receipt
      ? ([
          [t('verify.technicalFields.punch_id'), receipt.punch_id],
          [
            t('verify.technicalFields.chain'),
            t('verify.values.chain', { seq: receipt.chain.seq, hash: receipt.chain.hash }),
          ],
          [
            t('verify.technicalFields.codes'),
            [receipt.type, receipt.verdict, ...receipt.reasons, receipt.location_error]
              .filter(Boolean)
              .join(' · '),
          ],
        ] as [string, string][])
      : []),
    [t('verify.technicalFields.keys'), RECEIPT_KEYS_REQUEST],
  ];
  return (
    <Text component="details" size="sm" c="dimmed">
      <summary>{t('verify.technical')}</summary>
      <Stack gap={4} mt="xs">
        {rows.map(([label, value]) => (
          <Text key={label} size="sm">
            {label}: <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
          </Text>
        ))}
        <Anchor href={RECEIPT_KEYS_PATH} target="_blank" underline="always" size="sm">
          {t('verify.keysLink')}
        </Anchor>
      </Stack>
    </Text>
  );
}

function Outcome({ result }: { result: Verification }) {
  switch (result.kind) {
    case 'valid':
      return (
        <Alert
          color="green"
          icon={<IconShieldCheck aria-hidden />}
          title={t('verify.valid')}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">{t('verify.validBody')}</Text>
            <Text size="sm">{t('verify.proves')}</Text>
          </Stack>
        </Alert>
      );
    case 'altered':
    case 'unknown_key': {
      // The signature does not hold: the receipt was changed, or signed by no key of ours.
      const words = result.kind === 'altered' ? 'altered' : 'unknownKey';
      return (
        <Alert
          color="red"
          icon={<IconShieldX aria-hidden />}
          title={t(`verify.${words}`)}
          role="status"
        >
          {t(`verify.${words}Body`)}
        </Alert>
      );
    }
    case 'malformed':
      return (
        <Alert color="red" title={t('verify.malformed')} role="status">
          {t(`verify.malformedReasons.${result.reason}`)}
        </Alert>
      );
    case 'no_keys':
      return (
        <Alert color="yellow" title={t('verify.noKeys')} role="status">
          {t('verify.noKeysBody')}
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert color="yellow" title={t('verify.unsupported')} role="status">
          {t('verify.unsupportedBody')}
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
          <Title order={1}>{t('verify.title')}</Title>
          <Text>{t('verify.intro')}</Text>
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
                label={t('verify.pasteLabel')}
                placeholder={t('verify.pastePlaceholder')}
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
                label={t('verify.fileLabel')}
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
                {t('verify.check')}
              </Button>
            </Stack>
          </form>
        </Paper>
        {result && <Outcome result={result} />}
        {shown && <Facts receipt={shown} />}
        <TechnicalDetails
          receipt={shown}
          keyId={result?.kind === 'valid' ? result.key.key_id : null}
        />
      </Stack>
    </Container>
  );
}
