import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TProfile, TStaffMember } from '@vh/contracts';
import { useState } from 'react';
import { approveStaff, rejectStaff } from '../api/staff.ts';
import { useStaff, useStaffChange } from '../hooks/use-staff.ts';
import { staffCopy as t } from '../staff.copy.ts';
import { centresIn, visibleStaff, type StaffSort } from '../staff-list.rules.ts';
import { StaffCard } from './staff-card.tsx';
import { StaffEditModal } from './staff-edit-modal.tsx';

/** The Staff panel (owners and managers): everyone who joined, with approval and editing. */
export function StaffPanel({ profile }: { profile: TProfile }) {
  const staff = useStaff();
  const { run, busy } = useStaffChange();
  const [search, setSearch] = useState('');
  const [centreId, setCentreId] = useState<string | null>(null);
  const [sort, setSort] = useState<StaffSort>('status');
  const [editing, setEditing] = useState<TStaffMember | null>(null);
  const [rejecting, setRejecting] = useState<TStaffMember | null>(null);

  if (staff.isPending) return <Loader role="status" aria-label={t.title} />;
  if (staff.isError) {
    return (
      <Alert color="red" variant="light" title={t.loadFailed}>
        <Button size="xs" variant="light" onClick={() => void staff.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }

  const everyone = staff.data;
  const shown = visibleStaff(everyone, { search, centreId, sort });
  const nameOf = (member: TStaffMember) => `${member.first_name} ${member.last_name}`;

  async function reject(member: TStaffMember) {
    if (await run(() => rejectStaff(member.uid), t.rejected(nameOf(member)))) setRejecting(null);
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      {everyone.length === 0 ? (
        <Text>{t.empty}</Text>
      ) : (
        <>
          <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label={t.search}
              placeholder={t.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              miw={200}
            />
            <Select
              label={t.centre}
              placeholder={t.allCentres}
              data={centresIn(everyone)}
              value={centreId}
              onChange={setCentreId}
              clearable
              miw={180}
            />
            <Select
              label={t.sort}
              data={Object.entries(t.sorts).map(([value, label]) => ({ value, label }))}
              value={sort}
              onChange={(value) => setSort((value as StaffSort | null) ?? 'status')}
              allowDeselect={false}
              miw={150}
            />
          </Group>
          {shown.length === 0 && <Text>{t.noMatch}</Text>}
          {shown.map((member) => (
            <StaffCard
              key={member.uid}
              member={member}
              busy={busy}
              onApprove={() => void run(() => approveStaff(member.uid), t.approved(nameOf(member)))}
              onReject={() => setRejecting(member)}
              onEdit={() => setEditing(member)}
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
        title={t.confirmReject.title}
        closeButtonProps={{ 'aria-label': t.confirmReject.close }}
      >
        <Stack gap="md">
          <Text size="sm">{rejecting && t.confirmReject.body(nameOf(rejecting))}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(null)} disabled={busy}>
              {t.confirmReject.cancel}
            </Button>
            <Button
              color="red.8"
              loading={busy}
              onClick={() => rejecting && void reject(rejecting)}
            >
              {t.confirmReject.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
