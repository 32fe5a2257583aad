import { Group, List, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { receiptWords, t, type TReceipt } from '@vh/contracts';

/** The signature check's result, as the card says it. */
export type SignatureState = 'valid' | 'altered' | 'unknownKey';

/**
 * A receipt for people: who, where, when, what, the verdict and the distance, in sentences, and
 * whether the signature holds; a version 2 receipt adds the phone's time, the arrival, the phone
 * clock's offset and its signals. Ids, keys and codes are for the technical details, not here.
 * `timeZone`: the centre's, where the reader knows it; else times are the reader's own.
 */
export function ReceiptCard({
  receipt,
  signature,
  timeZone,
}: {
  receipt: TReceipt;
  signature?: SignatureState;
  timeZone?: string;
}) {
  const words = receiptWords(receipt, timeZone);
  const good = signature === 'valid';
  return (
    <Paper
      component="section"
      aria-label={words.title}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      data-testid="receipt-card"
    >
      <Stack gap="md">
        {signature && (
          <Group gap="xs" wrap="nowrap" role="status">
            <ThemeIcon color={good ? 'green' : 'red'} variant="light" radius="xl">
              {good ? (
                <IconShieldCheck size={18} aria-hidden />
              ) : (
                <IconShieldX size={18} aria-hidden />
              )}
            </ThemeIcon>
            {/* In the text's own colour: Mantine's green on white falls short of 4.5:1. */}
            <Text fw={700}>{t(`verify.signature.${signature}`)}</Text>
          </Group>
        )}
        <Title order={2} fz="h3">
          {words.title}
        </Title>
        <Table fz="sm" verticalSpacing={6}>
          <Table.Tbody>
            {words.facts.map((fact) => (
              <Table.Tr key={fact.key}>
                <Table.Th scope="row" w="28%" style={{ verticalAlign: 'top' }}>
                  {fact.label}
                </Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>{fact.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {words.reasons.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={700}>
              {t('verify.card.why')}
            </Text>
            <List size="sm" spacing={2}>
              {words.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {words.deviceTime && (
          <Text size="xs" c="dimmed">
            {words.deviceTime}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
