import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '../../components/ui/toaster';
import { useUpdateProfileMutation } from '../../generated/account';
import type { AuthUser } from '../auth/authContext';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';

type ProfileField = 'name' | 'phone';

/** Name and phone. The answer is normalised into the cache, so the navbar shows the new name. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [problems, setProblems] = useState<FormProblems<ProfileField>>(noProblems);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems(noProblems());
    try {
      // An empty phone clears it (null); the server trims and checks both.
      await updateProfile({ variables: { input: { name, phone: phone.trim() || null } } });
      showToast('success', 'Profile updated successfully');
    } catch (error) {
      setProblems(formProblems(error, ['name', 'phone'], 'Profile update failed'));
    }
  }

  const change = (field: ProfileField, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.name !== undefined}>
          <Field.Label>Full Name</Field.Label>
          <Input
            name="name"
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(e) => change('name', setName)(e.target.value)}
          />
          <Field.ErrorText>{problems.fields.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={problems.fields.phone !== undefined}>
          <Field.Label>Phone</Field.Label>
          <Input
            type="tel"
            name="phone"
            autoComplete="tel"
            maxLength={30}
            value={phone}
            onChange={(e) => change('phone', setPhone)(e.target.value)}
          />
          <Field.HelperText>Optional. Leave it empty to remove it.</Field.HelperText>
          <Field.ErrorText>{problems.fields.phone}</Field.ErrorText>
        </Field.Root>
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? 'Saving...' : 'Save Profile'}
        </Button>
      </Stack>
    </form>
  );
}
