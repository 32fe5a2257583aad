import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { t } from '@vh/contracts';

type FormCardProps = {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
};

/** One settings form on its own card; the heading names the form for assistive technology. */
export function FormCard({ title, onSubmit, saving, children }: FormCardProps) {
  const headingId = useId();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={saving}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
