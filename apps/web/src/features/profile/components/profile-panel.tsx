import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TProfile } from '@vh/contracts';
import { AboutCard } from './about-card.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { ProfileDetailsCard } from './profile-details-card.tsx';
import { WorkCard } from './work-card.tsx';

/**
 * The dashboard's Profile panel (SPEC §2): the About card, the details card, the edit modal, and
 * for staff and managers the work details their employer keeps, read-only.
 */
export function ProfilePanel({ profile }: { profile: TProfile }) {
  const [editing, { open, close }] = useDisclosure(false);

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AboutCard profile={profile} onEdit={open} />
        <ProfileDetailsCard profile={profile} />
        {profile.role === 'STAFF' && <WorkCard profile={profile} />}
      </SimpleGrid>
      <EditProfileModal profile={profile} opened={editing} onClose={close} />
    </>
  );
}
