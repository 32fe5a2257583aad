import {
  Button,
  Center,
  Loader,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTACT_LIMITS, t } from '@vh/contracts';
import { notifyError } from '../../../lib/notify.ts';
import { contactRules, emptyContactValues, type ContactValues } from '../contact-form.rules.ts';
import { useContactPrefill } from '../hooks/use-contact-prefill.ts';
import { useSubmitContact } from '../hooks/use-submit-contact.ts';

type ContactFormProps = {
  /** The subject the form starts with, e.g. an Enterprise inquiry from the pricing page. */
  initialSubject?: string;
  /** Called with the address we will reply to, once the server has the message. */
  onSent: (email: string) => void;
};

/**
 * The contact form (SPEC §5): validated on change with the contract's rules, then really sent.
 * A signed-in user's name and email are filled in once their profile is known.
 */
export function ContactForm({ initialSubject = '', onSent }: ContactFormProps) {
  const prefill = useContactPrefill();

  if (prefill.pending) {
    return (
      <Center py="xl" role="status">
        <Loader />
        <VisuallyHidden>{t('contact.loadingForm')}</VisuallyHidden>
      </Center>
    );
  }
  return (
    <ContactFields
      initialValues={{ ...emptyContactValues, ...prefill.values, subject: initialSubject }}
      onSent={onSent}
    />
  );
}

function ContactFields({
  initialValues,
  onSent,
}: {
  initialValues: ContactValues;
  onSent: (email: string) => void;
}) {
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues,
    validate: contactRules,
    validateInputOnChange: true,
  });
  const { submit, working } = useSubmitContact(
    (field, message) => form.setFieldError(field, message),
    onSent,
  );

  // No maxLength on the inputs: a pasted text that is too long gets a message instead of being cut.
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(submit, () => notifyError(t('toasts.contactFormInvalid')))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('validation.labels.name')}
            autoComplete="name"
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('validation.labels.company')}
            description={t('contact.fields.companyDescription')}
            autoComplete="organization"
            key={form.key('company')}
            {...form.getInputProps('company')}
          />
        </SimpleGrid>
        <TextInput
          label={t('validation.labels.email')}
          description={t('contact.fields.emailDescription')}
          type="email"
          autoComplete="email"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('validation.labels.subject')}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('validation.labels.message')}
          autosize
          minRows={CONTACT_LIMITS.messageMinRows}
          maxRows={CONTACT_LIMITS.messageMaxRows}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Button type="submit" mt="xs" loading={working} disabled={working}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
