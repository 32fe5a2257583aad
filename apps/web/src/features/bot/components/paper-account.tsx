import { Box, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { t, type TBotStatus } from '@vh/contracts';
import { useId, type ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCount, formatMoney, formatSignedMoney, formatUnits } from '../bot-words.ts';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0} fw={700} fz="lg">
        {children}
      </Box>
    </div>
  );
}

/** The sign and an arrow say which way it went, not the colour alone. */
function ProfitLoss({ value }: { value: number }) {
  // No icon at zero: a flat dash would read as a minus sign.
  const Icon = value > 0 ? IconTrendingUp : value < 0 ? IconTrendingDown : undefined;
  return (
    <Text
      span
      inherit
      c={value > 0 ? 'teal.9' : value < 0 ? 'red.9' : undefined}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {Icon && <Icon size={18} aria-hidden />}
      {formatSignedMoney(value)}
      {value !== 0 && (
        <VisuallyHidden>{value > 0 ? t('bot.account.gain') : t('bot.account.loss')}</VisuallyHidden>
      )}
    </Text>
  );
}

/** The paper account: balance, profit and loss, cash, trades, what is held and today's prices. */
export function PaperAccount({ status }: { status: TBotStatus }) {
  const positionsId = useId();
  const pricesId = useId();
  return (
    <SectionCard title={t('bot.account.title')} gap="lg">
      <SimpleGrid component="dl" cols={2} spacing="md" verticalSpacing="md" m={0}>
        <Figure label={t('bot.account.balance')}>{formatMoney(status.balance)}</Figure>
        <Figure label={t('bot.account.profitLoss')}>
          <ProfitLoss value={status.profit_loss} />
        </Figure>
        <Figure label={t('bot.account.cash')}>{formatMoney(status.cash)}</Figure>
        <Figure label={t('bot.account.trades')}>{formatCount(status.trades)}</Figure>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="md" id={positionsId}>
          {t('bot.account.positions')}
        </Title>
        {status.positions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('bot.account.noPositions')}
          </Text>
        ) : (
          <Table aria-labelledby={positionsId} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bot.account.symbol')}</Table.Th>
                <Table.Th ta="right">{t('bot.account.units')}</Table.Th>
                <Table.Th ta="right">{t('bot.account.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.positions.map((position) => (
                <Table.Tr key={position.symbol}>
                  <Table.Td>{position.symbol}</Table.Td>
                  <Table.Td ta="right">{formatUnits(position.units)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(position.value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md" id={pricesId}>
          {t('bot.account.prices')}
        </Title>
        <Table aria-labelledby={pricesId} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bot.account.stock')}</Table.Th>
              <Table.Th ta="right">{t('bot.account.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.prices.map((price) => (
              <Table.Tr key={price.symbol}>
                <Table.Td>
                  <Text span size="sm" fw={600}>
                    {price.symbol}
                  </Text>{' '}
                  <Text span size="sm" c="dimmed">
                    {price.name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(price.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SectionCard>
  );
}
