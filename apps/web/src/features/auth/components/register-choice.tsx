import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconTicket, IconUserPlus, type Icon } from '@tabler/icons-react';
import classes from './register-choice.module.css';
import { t } from '@vh/contracts';

type RegisterChoiceProps = {
  onChooseFree: () => void;
  onChooseInvite: () => void;
};

/** Step 1 of registration (SPEC §2): an owner starts a free account, staff enter their code. */
export function RegisterChoice({ onChooseFree, onChooseInvite }: RegisterChoiceProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">{t('auth.register.choiceIntro')}</Text>
      <ChoiceCard
        icon={IconUserPlus}
        title={t('auth.register.freeChoice')}
        hint={t('auth.register.freeChoiceHint')}
        onClick={onChooseFree}
      />
      <ChoiceCard
        icon={IconTicket}
        title={t('auth.register.inviteChoice')}
        hint={t('auth.register.inviteChoiceHint')}
        onClick={onChooseInvite}
      />
    </Stack>
  );
}

type ChoiceCardProps = {
  icon: Icon;
  title: string;
  hint: string;
  onClick: () => void;
};

function ChoiceCard({ icon: ChoiceIcon, title, hint, onClick }: ChoiceCardProps) {
  // Named by all of its text (title, then hint), as it reads: WCAG 2.5.3 wants the visible words
  // inside the accessible name, so a voice command "click Enter an invite code" finds it.
  return (
    <UnstyledButton className={classes.card} onClick={onClick}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          <ChoiceIcon size={24} stroke={1.75} />
        </ThemeIcon>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}
