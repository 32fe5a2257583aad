import { SimpleGrid } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TProfile } from '@vh/contracts';
import { AboutCard } from './about-card.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';
import { ProfileDetailsCard } from './profile-details-card.tsx';

/** The dashboard's Profile panel (SPEC §2): the About card, the details card, the edit modal. */
export function ProfilePanel({ profile }: { profile: TProfile }) {
  const [editing, { open, close }] = useDisclosure(false);

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AboutCard profile={profile} onEdit={open} />
        <ProfileDetailsCard profile={profile} />
      </SimpleGrid>
      <EditProfileModal profile={profile} opened={editing} onClose={close} />
    </>
  );
}
