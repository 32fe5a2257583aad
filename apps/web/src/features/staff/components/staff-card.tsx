import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { t, type TStaffMember } from '@vh/contracts';
import { formatCalendarDate } from '../../../lib/dates.ts';

// Pending is drawn dark on yellow: white on Mantine's darkest orange misses WCAG AA (4.29:1).
const statusColor = { pending: 'yellow.4', active: 'teal.9', disabled: 'gray.7' } as const;

type Props = {
  member: TStaffMember;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
  /** The card is the manager's own: their employment is the owner's to change, not theirs. */
  self?: boolean;
};

/** One person in the Staff panel: who they are, where they work, and what can be done now. */
export function StaffCard({ member, busy, onApprove, onReject, onEdit, self = false }: Props) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <Paper component="section" aria-label={name} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.username} · {member.email}
            </Text>
          </div>
          {/* The name and address wrap instead: a badge squeezed to 'PE…' says nothing. */}
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {member.is_manager && (
              <Badge color="indigo.9" variant="filled">
                {t('staff.manager')}
              </Badge>
            )}
            <Badge color={statusColor[member.status]} variant="filled" autoContrast>
              {t(`staff.status.${member.status}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm">
          {member.position || t('staff.noPosition')} ·{' '}
          {member.centres.map((c) => c.name).join(', ')}
          {member.employee_number && (
            <> · {t('staff.employeeNumber', { number: member.employee_number })}</>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {t('staff.joined', { date: formatCalendarDate(member.date_joined.slice(0, 10)) })}
        </Text>
        {self ? (
          <Text size="sm">{t('staff.selfNote')}</Text>
        ) : (
          <Group gap="xs">
            {member.status === 'pending' && (
              <>
                <Button size="xs" onClick={onApprove} disabled={busy}>
                  {t('staff.approve')}
                </Button>
                <Button size="xs" variant="default" onClick={onReject} disabled={busy}>
                  {t('staff.reject')}
                </Button>
              </>
            )}
            <Button size="xs" variant="light" onClick={onEdit} disabled={busy}>
              {t('staff.edit')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
