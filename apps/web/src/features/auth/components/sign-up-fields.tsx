import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RegisterValues } from '../register-form.rules.ts';
import { t } from '@vh/contracts';

type FieldsProps<V extends RegisterValues> = {
  form: UseFormReturnType<V>;
  /**
   * Marks the fields as required: an asterisk, and `required` for screen readers (the forms are
   * noValidate, so the browser's own checks never interrupt).
   */
  required?: boolean;
};

/** The name, username and email of both sign-up forms. */
export function AccountFields<V extends RegisterValues>({ form, required }: FieldsProps<V>) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('common.fields.firstName')}
          autoComplete="given-name"
          required={required}
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('common.fields.lastName')}
          autoComplete="family-name"
          required={required}
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('common.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required={required}
        key={form.key('username')}
        {...form.getInputProps('username')}
      />
      <TextInput
        label={t('common.fields.email')}
        type="email"
        autoComplete="email"
        required={required}
        key={form.key('email')}
        {...form.getInputProps('email')}
      />
    </>
  );
}

/** The new password and its confirmation of both sign-up forms. */
export function NewPasswordFields<V extends RegisterValues>({ form, required }: FieldsProps<V>) {
  return (
    <>
      <PasswordInput
        label={t('common.fields.password')}
        autoComplete="new-password"
        required={required}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('common.fields.confirmPassword')}
        autoComplete="new-password"
        required={required}
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
