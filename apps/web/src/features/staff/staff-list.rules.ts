import type { TStaffMember, TStaffStatus } from '@vh/contracts';

export type StaffSort = 'status' | 'name' | 'joined';
export type StaffFilter = { search: string; centreId: string | null; sort: StaffSort };

// Pending first: they are waiting on the person looking at the list.
const STATUS_ORDER: Record<TStaffStatus, number> = { pending: 0, active: 1, disabled: 2 };

const fullName = (member: TStaffMember) => `${member.first_name} ${member.last_name}`;
const byName = (a: TStaffMember, b: TStaffMember) =>
  fullName(a).localeCompare(fullName(b), undefined, { sensitivity: 'base' });

/** The people shown: those matching the search (name, username, email) and centre, sorted. */
export function visibleStaff(staff: TStaffMember[], filter: StaffFilter): TStaffMember[] {
  const words = filter.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = (member: TStaffMember) => {
    const haystack = `${fullName(member)} ${member.username} ${member.email}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  const inCentre = (member: TStaffMember) =>
    filter.centreId === null || member.centres.some((centre) => centre.id === filter.centreId);
  const compare = {
    name: byName,
    status: (a: TStaffMember, b: TStaffMember) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName(a, b),
    // Newest first: the people an employer is most likely looking for.
    joined: (a: TStaffMember, b: TStaffMember) => b.date_joined.localeCompare(a.date_joined),
  }[filter.sort];
  return staff.filter((member) => matches(member) && inCentre(member)).sort(compare);
}

/** Every centre anyone in the list works at, for the centre filter. */
export function centresIn(staff: TStaffMember[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const member of staff) for (const centre of member.centres) seen.set(centre.id, centre.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}
