import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { layout, timings, type TProfile, t } from '@vh/contracts';
import { useState } from 'react';
import { EditProfileForm } from './edit-profile-form.tsx';

export type EditProfileModalProps = { profile: TProfile; opened: boolean; onClose: () => void };

/**
 * 'Edit profile' (SPEC §2, §9): 60 % wide, full screen on narrow screens. It closes once the save
 * succeeds and stays open when it fails. The form starts from the profile each time it opens.
 */
export function EditProfileModal({ profile, opened, onClose }: EditProfileModalProps) {
  const narrow = useMediaQuery(`(max-width: ${layout.mobileBreakpoint})`);
  // While a save is under way the modal cannot be dismissed: if it then fails, the edits and the
  // field errors must still be there (SPEC §4).
  const [saving, setSaving] = useState(false);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('profile.modal.title')}
      // Mantine's close button is an icon alone; without a label it has no accessible name.
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      size={layout.editModalWidth}
      fullScreen={narrow}
      transitionProps={{ transition: 'fade', duration: timings.modalFadeMs }}
      closeOnEscape={!saving}
      closeOnClickOutside={!saving}
      withCloseButton={!saving}
    >
      <EditProfileForm
        profile={profile}
        onSaved={onClose}
        onCancel={onClose}
        onSavingChange={setSaving}
      />
    </Modal>
  );
}
