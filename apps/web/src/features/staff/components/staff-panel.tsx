import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { t, type TProfile, type TStaffMember } from '@vh/contracts';
import { useState } from 'react';
import { approveStaff, rejectStaff } from '../api/staff.ts';
import { useStaff, useStaffChange } from '../hooks/use-staff.ts';

import { centresIn, visibleStaff, type StaffSort } from '../staff-list.rules.ts';
import { StaffCard } from './staff-card.tsx';
import { StaffEditModal } from './staff-edit-modal.tsx';

/** The sort orders, in the order the menu lists them. */
const STAFF_SORTS: StaffSort[] = ['name', 'status', 'joined'];

/** The Staff panel (owners and managers): everyone who joined, with approval and editing. */
export function StaffPanel({ profile }: { profile: TProfile }) {
  const staff = useStaff();
  const { run, busy } = useStaffChange();
  const [search, setSearch] = useState('');
  const [centreId, setCentreId] = useState<string | null>(null);
  const [sort, setSort] = useState<StaffSort>('status');
  const [editing, setEditing] = useState<TStaffMember | null>(null);
  const [rejecting, setRejecting] = useState<TStaffMember | null>(null);

  if (staff.isPending) return <Loader role="status" aria-label={t('staff.title')} />;
  if (staff.isError) {
    return (
      <Alert color="red" variant="light" title={t('staff.loadFailed')}>
        <Button size="xs" variant="light" onClick={() => void staff.refetch()}>
          {t('common.actions.tryAgain')}
        </Button>
      </Alert>
    );
  }

  const everyone = staff.data;
  const shown = visibleStaff(everyone, { search, centreId, sort });
  const nameOf = (member: TStaffMember) => `${member.first_name} ${member.last_name}`;

  async function reject(member: TStaffMember) {
    if (await run(() => rejectStaff(member.uid), t('staff.rejected', { name: nameOf(member) })))
      setRejecting(null);
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('staff.intro')}
      </Text>
      {everyone.length === 0 ? (
        <Text>{t('staff.empty')}</Text>
      ) : (
        <>
          <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t('staff.search')}
              placeholder={t('staff.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              miw={200}
            />
            <Select
              label={t('staff.centre')}
              placeholder={t('staff.allCentres')}
              data={centresIn(everyone)}
              value={centreId}
              onChange={setCentreId}
              clearable
              miw={180}
            />
            <Select
              label={t('staff.sort')}
              data={STAFF_SORTS.map((value) => ({ value, label: t(`staff.sorts.${value}`) }))}
              value={sort}
              onChange={(value) => setSort(value ?? 'status')}
              allowDeselect={false}
              miw={150}
            />
          </Group>
          {shown.length === 0 && <Text>{t('staff.noMatch')}</Text>}
          {shown.map((member) => (
            <StaffCard
              key={member.uid}
              member={member}
              busy={busy}
              onApprove={() =>
                void run(
                  () => approveStaff(member.uid),
                  t('staff.approved', { name: nameOf(member) }),
                )
              }
              onReject={() => setRejecting(member)}
              onEdit={() => setEditing(member)}
              self={member.uid === profile.uid}
            />
          ))}
        </>
      )}
      {editing && (
        <StaffEditModal
          member={editing}
          canPromote={profile.role === 'OWNER'}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('staff.confirmReject.title')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {rejecting && t('staff.confirmReject.body', { name: nameOf(rejecting) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(null)} disabled={busy}>
              {t('staff.confirmReject.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={busy}
              onClick={() => rejecting && void reject(rejecting)}
            >
              {t('staff.confirmReject.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
