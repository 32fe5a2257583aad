import { Table, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { PLAN_KEYS, plans, t } from '@vh/contracts';
import { featureRows, type FeatureCell } from '../plan-features.ts';

// Wide enough for five readable columns; narrower screens scroll the table, never the page.
const TABLE_MIN_WIDTH_PX = 640;

/** The feature overview (SPEC §2): a row per feature, a column per plan. */
export function FeatureTable() {
  return (
    // On a phone the table scrolls sideways inside this box; keyboard users need to reach it too.
    // Positioned, so the visually hidden cell texts (absolutely placed) scroll with it instead of
    // widening the page.
    <Table.ScrollContainer
      minWidth={TABLE_MIN_WIDTH_PX}
      type="native"
      pos="relative"
      tabIndex={0}
      role="region"
      aria-label={t('pricing.table.caption')}
    >
      <Table striped withTableBorder verticalSpacing="sm" captionSide="top">
        <Table.Caption>{t('pricing.table.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pricing.table.feature')}</Table.Th>
            {PLAN_KEYS.map((key) => (
              <Table.Th key={key} scope="col" ta="center">
                {plans[key].name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {featureRows().map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row" fw={500}>
                {t(row.name)}
              </Table.Th>
              {PLAN_KEYS.map((key) => (
                <Table.Td key={key} ta="center">
                  <Cell value={row.cells[key]} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cell({ value }: { value: FeatureCell }) {
  if (typeof value === 'string') return value;
  // The icons are decoration; the hidden words are what a screen reader reads in the cell.
  return (
    <>
      {value ? (
        <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
      ) : (
        <IconMinus size={18} color="var(--mantine-color-gray-7)" aria-hidden />
      )}
      <VisuallyHidden>
        {value ? t('pricing.table.included') : t('pricing.table.notIncluded')}
      </VisuallyHidden>
    </>
  );
}
