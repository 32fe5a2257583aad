import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  FileInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCamera, IconShieldX } from '@tabler/icons-react';
import { receiptFromHash, t, type TReceipt } from '@vh/contracts';
import { useEffect, useState } from 'react';
import { CameraScan } from './camera-scan.tsx';
import { readQrImage } from './qr-reader.ts';
import { ReceiptCard, type SignatureState } from './receipt-card.tsx';
import {
  publishedKeys,
  RECEIPT_KEYS_PATH,
  RECEIPT_KEYS_REQUEST,
  receiptTextOf,
  verifyReceiptText,
  type Verification,
} from './verify-receipt.ts';

/**
 * What the signature covers, as the receipt writes it (key id, punch id, chain link, codes) and
 * where the public keys are: folded away, for whoever checks a receipt by hand.
 */
function TechnicalDetails({
  receipt,
  keyId,
  json,
}: {
  receipt: TReceipt | null;
  keyId: string | null;
  json: string | null;
}) {
  const rows: [string, string][] = [
    ...(keyId ? [[t('verify.technicalFields.key_id'), keyId] as [string, string]] : []),
    ...(receipt
      ? ([
          [t('verify.technicalFields.punch_id'), receipt.punch_id],
          [
            t('verify.technicalFields.chain'),
            t('verify.technicalFields.chainValue', {
              seq: receipt.chain.seq,
              hash: receipt.chain.hash,
            }),
          ],
          ...(receipt.position
            ? [
                [
                  t('verify.technicalFields.position'),
                  t('verify.technicalFields.positionValue', {
                    latitude: receipt.position.latitude.toFixed(6),
                    longitude: receipt.position.longitude.toFixed(6),
                    accuracy: Math.round(receipt.position.accuracy_m),
                  }),
                ] as [string, string],
              ]
            : []),
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
        {json && (
          <>
            <Text size="sm">{t('verify.technicalFields.json')}</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {json}
            </Code>
          </>
        )}
      </Stack>
    </Text>
  );
}

function Outcome({ result }: { result: Verification }) {
  switch (result.kind) {
    case 'valid':
      // The card says it in its first line; what that proves follows the card.
      return null;
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

type QrTrouble = 'notFound' | 'notReceipt' | 'unreadable';

/** The card's signature line for a check's result, when there is a receipt to show. */
function signatureOf(result: Verification): SignatureState | undefined {
  if (result.kind === 'valid') return 'valid';
  if (result.kind === 'altered') return 'altered';
  if (result.kind === 'unknown_key') return 'unknownKey';
  return undefined;
}

/** The checked text, indented, for the technical details; null when it is not JSON. */
function indented(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/**
 * /verify: anyone checks a receipt in their own browser with WebCrypto and the published keys:
 * pasted, opened as a file, read from the QR code of a printed receipt (a photo, or the camera),
 * or from a receipt link. Once read, the receipt's card and the check's result come first.
 */
export function VerifyPage() {
  // A receipt link (/verify#c=… or #receipt=…) is read once, when the page opens.
  const [linked] = useState(() => {
    const hash = window.location.hash;
    return { text: receiptFromHash(hash), carried: /(^#|&)(c|receipt)=/.test(hash) };
  });
  // The field holds only what the person pastes: a receipt read from a link, a file or a QR code
  // shows as its card, its JSON folded away under "Technical details".
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(linked.text ?? '');
  const [result, setResult] = useState<Verification | null>(
    linked.carried && !linked.text ? { kind: 'malformed', reason: 'notReceipt' } : null,
  );
  const [checking, setChecking] = useState(false);
  const [reading, setReading] = useState(false);
  const [trouble, setTrouble] = useState<QrTrouble | null>(null);
  const [scanning, setScanning] = useState(false);

  async function check(value: string) {
    setChecking(true);
    setChecked(value);
    try {
      setResult(await verifyReceiptText(value.trim(), await publishedKeys()));
    } finally {
      setChecking(false);
    }
  }

  function found(receiptJson: string) {
    setScanning(false);
    setTrouble(null);
    setText('');
    void check(receiptJson);
  }

  async function open(file: File) {
    setTrouble(null);
    if (!file.type.startsWith('image/')) {
      const content = await file.text();
      setText('');
      void check(content);
      return;
    }
    setReading(true);
    try {
      const read = await readQrImage(file);
      if (read.kind !== 'found') {
        setTrouble(read.kind);
        return;
      }
      const receipt = receiptTextOf(read.text);
      if (receipt) found(receipt);
      else setTrouble('notReceipt');
    } finally {
      setReading(false);
    }
  }

  useEffect(() => {
    if (!linked.text) return;
    const value = linked.text;
    void publishedKeys()
      .then((keys) => verifyReceiptText(value.trim(), keys))
      .then(setResult);
  }, [linked]);

  const shown = result && 'receipt' in result ? result.receipt : null;
  const signature = result ? signatureOf(result) : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('verify.title')}</Title>
          <Text>{t('verify.intro')}</Text>
        </Stack>
        {result && <Outcome result={result} />}
        {shown && <ReceiptCard receipt={shown} signature={signature} />}
        {result?.kind === 'valid' && (
          <Text size="sm">{t(result.receipt.v === 2 ? 'verify.provesV2' : 'verify.proves')}</Text>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void check(text);
            }}
          >
            <Stack gap="md">
              {result && (
                <Title order={2} fz="h4">
                  {t('verify.another')}
                </Title>
              )}
              <Textarea
                label={t('verify.pasteLabel')}
                placeholder={t('verify.pastePlaceholder')}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setResult(null);
                }}
                autosize
                minRows={result ? 3 : 6}
                maxRows={14}
                styles={{
                  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 },
                }}
              />
              <FileInput
                label={t('verify.fileLabel')}
                accept="application/json,.json,image/png,image/jpeg"
                clearable
                disabled={reading}
                onChange={(file) => {
                  if (file) void open(file);
                }}
              />
              {reading && (
                <Text size="sm" role="status">
                  {t('verify.qr.reading')}
                </Text>
              )}
              {trouble && (
                <Alert color="yellow" role="status">
                  {t(`verify.qr.${trouble}`)}
                </Alert>
              )}
              {scanning ? (
                <CameraScan onFound={found} onStop={() => setScanning(false)} />
              ) : (
                <Button
                  variant="default"
                  leftSection={<IconCamera size={16} aria-hidden />}
                  onClick={() => {
                    setTrouble(null);
                    setScanning(true);
                  }}
                >
                  {t('verify.qr.camera')}
                </Button>
              )}
              <Button type="submit" loading={checking} disabled={text.trim() === ''}>
                {t('verify.check')}
              </Button>
            </Stack>
          </form>
        </Paper>
        <TechnicalDetails
          receipt={shown}
          keyId={result?.kind === 'valid' ? result.key.key_id : null}
          json={shown ? indented(checked) : null}
        />
      </Stack>
    </Container>
  );
}
