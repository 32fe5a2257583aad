import { ActionIcon, Alert, Badge, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { t, type THoliday, type THolidayList, type TProfile } from '@vh/contracts';
import { useId, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ErrorNote } from '../../timesheets/components/error-note.tsx';
import { useCentreOptions } from '../../timesheets/hooks/use-centre-options.ts';
import { serverMessage } from '../../timesheets/server-message.ts';
import { formatLongDay } from '../../timesheets/wall-clock.ts';
import { removeHoliday } from '../api/settings.ts';
import { useCountingChanged, useHolidays } from '../hooks/use-settings.ts';
import { HolidayAddForm } from './holiday-add-form.tsx';

/** Each centre's public holidays for a year, statutory or not: the library's days, removed and added. */
export function HolidaysSettings({ profile }: { profile: TProfile }) {
  const headingId = useId();
  const centres = useCentreOptions(profile);
  const [picked, setPicked] = useState<string | null>(null);
  const centreId = picked ?? centres[0]?.id ?? null;
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const list = useHolidays(centreId, year);
  const counted = useCountingChanged();
  const [removing, setRemoving] = useState<string | null>(null);
  const saved = (saved: THolidayList) => centreId && void counted({ centreId, list: saved });

  async function remove(holiday: THoliday) {
    if (!centreId) return;
    setRemoving(holiday.date);
    try {
      saved(await removeHoliday(centreId, holiday.date));
      notifySuccess(t('reports.holidays.removed'));
    } catch (error) {
      notifyError(serverMessage(error, t('toasts.saveError')));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <SectionCard title={t('reports.holidays.title')} headingId={headingId} gap="md">
      <Text size="sm">{t('reports.holidays.intro')}</Text>
      {centres.length === 0 ? (
        <Text c="dimmed">{t('reports.holidays.noCentres')}</Text>
      ) : (
        <Group gap="md" align="flex-end" wrap="wrap">
          {centres.length > 1 && (
            <Select
              label={t('reports.holidays.centre')}
              data={centres.map((centre) => ({ value: centre.id, label: centre.name }))}
              value={centreId}
              onChange={setPicked}
              allowDeselect={false}
              w={{ base: '100%', xs: 260 }}
            />
          )}
          <Select
            label={t('reports.holidays.year')}
            data={[thisYear - 1, thisYear, thisYear + 1].map(String)}
            value={String(year)}
            onChange={(value) => setYear(Number(value ?? thisYear))}
            allowDeselect={false}
            w={120}
          />
        </Group>
      )}
      {centreId && list.isPending ? (
        <Loader size="sm" />
      ) : list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data && centreId ? (
        <Stack gap="sm">
          {list.data.notice && (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              {list.data.notice}
            </Alert>
          )}
          {list.data.region && (
            <Text size="sm" c="dimmed">
              {t('reports.holidays.region', { region: list.data.region })}
            </Text>
          )}
          {list.data.holidays.length === 0 ? (
            <Text c="dimmed">{t('reports.holidays.empty')}</Text>
          ) : (
            // Focusable and named, so a keyboard can scroll it when a phone is too narrow for it.
            <Table.ScrollContainer
              minWidth={560}
              type="native"
              tabIndex={0}
              role="group"
              aria-labelledby={headingId}
            >
              <Table aria-labelledby={headingId} verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('reports.holidays.date')}</Table.Th>
                    <Table.Th scope="col">{t('reports.holidays.name')}</Table.Th>
                    <Table.Th scope="col">{t('reports.holidays.kind')}</Table.Th>
                    <Table.Th scope="col">{t('reports.holidays.source')}</Table.Th>
                    {list.data.can_edit && (
                      <Table.Th scope="col" aria-label={t('reports.holidays.remove')} />
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[...list.data.holidays]
                    .sort((a, b) => a.date.localeCompare(b.date))
                    .map((holiday) => (
                      <Table.Tr key={holiday.date} c={holiday.removed ? 'dimmed' : undefined}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatLongDay(holiday.date)}
                        </Table.Td>
                        <Table.Td td={holiday.removed ? 'line-through' : undefined}>
                          {holiday.name}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {t(
                              holiday.statutory
                                ? 'reports.holidays.kinds.statutory'
                                : 'reports.holidays.kinds.public',
                            )}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Text size="sm">{t(`reports.holidays.sources.${holiday.source}`)}</Text>
                            {holiday.removed && (
                              <Badge size="sm" color="gray.7">
                                {t('reports.holidays.removedBadge')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        {list.data.can_edit && (
                          <Table.Td>
                            {!holiday.removed && (
                              <ActionIcon
                                variant="subtle"
                                color="red.8"
                                loading={removing === holiday.date}
                                aria-label={t('reports.holidays.removeLabel', {
                                  name: holiday.name,
                                  day: formatLongDay(holiday.date),
                                })}
                                onClick={() => void remove(holiday)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            )}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {list.data.can_edit ? (
            <HolidayAddForm centreId={centreId} year={year} onSaved={saved} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('reports.holidays.readOnly')}
            </Text>
          )}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
