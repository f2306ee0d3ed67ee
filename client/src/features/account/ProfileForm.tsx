import { Button, Field, Input, Link, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  BIO_MAX_LENGTH,
  HEADLINE_MAX_LENGTH,
  MAX_PROFILE_LINKS,
  PROFILE_LINK_MAX_LENGTH,
} from '../../../../shared/profile';
import { isWebLink, toWebUrl } from '../../../../shared/web-link';
import { RepeatableTextRows } from '../../components/RepeatableTextRows';
import { sentRows } from '../../components/sentRows';
import { showToast } from '../../components/ui/toaster';
import {
  useInstructorProfileFieldsQuery,
  useUpdateProfileMutation,
  type InstructorProfileFieldsQuery,
} from './account.generated';
import { canUseEducatorArea, type AuthUser } from '../auth/authContext';
import { errorMessage } from '../../lib/errorMessage';
import { FormAlert } from './FormAlert';
import { formProblems, noProblems, type FormProblems } from './formProblems';
import { t as translate, useT } from './i18n';

type ProfileField = 'name' | 'phone' | 'headline' | 'bio' | 'links' | `links[${number}]`;

type InstructorFields = Omit<InstructorProfileFieldsQuery['me'], 'id' | '__typename'> & {
  /** Whether their instructor page is shown yet: it needs a published course. */
  hasPublishedCourse: boolean;
};

/**
 * A typed link as it is sent: as typed when it is an http(s) URL, with https:// before a bare host
 * (`linkedin.com/in/me`); undefined when it is neither.
 */
function webLink(text: string): string | undefined {
  if (isWebLink(text)) return text;
  return toWebUrl(text) ? `https://${text}` : undefined;
}

/**
 * Name and phone; for educators and admins also what their instructor page shows (headline, bio,
 * links), with a link to that page once it is shown. The answer is normalised into the cache, so
 * the navbar shows the new name.
 */
export function ProfileForm({ user }: { user: AuthUser }) {
  const t = useT();
  const teaches = canUseEducatorArea(user.role);
  const { data, loading, error } = useInstructorProfileFieldsQuery({ skip: !teaches });
  if (!teaches) return <ProfileFields user={user} instructor={null} />;
  if (loading && !data)
    return <Skeleton h="96" rounded="md" role="status" aria-label={t('account.loadingProfile')} />;
  const me = data?.me;
  if (!me)
    // Never offer empty fields in place of ones that did not load: saving them would clear them.
    return (
      <Stack gap="4">
        <FormAlert status="error">
          {errorMessage(error, t('account.instructorNotLoaded'))}
        </FormAlert>
        <ProfileFields user={user} instructor={null} />
      </Stack>
    );
  return (
    <ProfileFields
      user={user}
      instructor={{
        headline: me.headline,
        bio: me.bio,
        links: me.links,
        hasPublishedCourse: (data.educatorCourses ?? []).some((course) => course.isPublished),
      }}
    />
  );
}

function ProfileFields({
  user,
  instructor,
}: {
  user: AuthUser;
  instructor: InstructorFields | null;
}) {
  const t = useT();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [headline, setHeadline] = useState(instructor?.headline ?? '');
  const [bio, setBio] = useState(instructor?.bio ?? '');
  const [links, setLinks] = useState<string[]>(
    instructor && instructor.links.length > 0 ? instructor.links : [''],
  );
  const [problems, setProblems] = useState<FormProblems<ProfileField>>(noProblems);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Links as they are sent: a bare host gets https://; anything else is marked on its row.
    const typed = links.map((link) => link.trim());
    const fixed = typed.map((link) => (link ? webLink(link) : ''));
    const refused: FormProblems<ProfileField>['fields'] = {};
    fixed.forEach((link, row) => {
      if (link === undefined) refused[`links[${row}]`] = translate('account.notAWebLink');
    });
    if (instructor && Object.keys(refused).length > 0) {
      setProblems({ ...noProblems(), fields: refused });
      const first = form.elements.namedItem(Object.keys(refused)[0]);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    const rows = fixed.map((link) => link ?? '');
    if (instructor) setLinks(rows.some(Boolean) ? rows : ['']);
    setProblems(noProblems());
    // Blank link rows are not sent; the server names a refused link by its place among those sent.
    const sent = sentRows(rows);
    try {
      // An empty phone clears it (null); the server trims and checks every field.
      await updateProfile({
        variables: {
          input: {
            name,
            phone: phone.trim() || null,
            ...(instructor && { headline: headline.trim(), bio, links: sent.values }),
          },
        },
      });
      showToast('success', t('account.profileUpdated'));
    } catch (error) {
      const sentLinks = sent.values.map((_, index) => `links[${index}]` as const);
      const found = formProblems<ProfileField>(
        error,
        ['name', 'phone', 'headline', 'bio', 'links', ...sentLinks],
        t('account.profileUpdateFailed'),
      );
      // links[i] of those sent -> the row it came from.
      const fields: FormProblems<ProfileField>['fields'] = {};
      for (const [field, message] of Object.entries(found.fields) as [ProfileField, string][]) {
        const item = /^links\[(\d+)\]$/.exec(field);
        fields[item ? (`links[${sent.rowOf(Number(item[1]))}]` as ProfileField) : field] = message;
      }
      setProblems({ ...found, fields });
    }
  }

  const clearProblems = (fields: ProfileField[]) =>
    setProblems((current) => {
      const rest = { ...current.fields };
      for (const field of fields) delete rest[field];
      return { ...current, fields: rest };
    });
  const change = (field: ProfileField, set: (value: string) => void) => (value: string) => {
    set(value);
    clearProblems([field]);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Field.Root required invalid={problems.fields.name !== undefined}>
          <Field.Label>{t('account.fullName')}</Field.Label>
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
          <Field.Label>{t('account.phone')}</Field.Label>
          <Input
            type="tel"
            name="phone"
            autoComplete="tel"
            maxLength={30}
            value={phone}
            onChange={(e) => change('phone', setPhone)(e.target.value)}
          />
          <Field.HelperText>{t('account.phoneHelp')}</Field.HelperText>
          <Field.ErrorText>{problems.fields.phone}</Field.ErrorText>
        </Field.Root>
        {instructor && (
          <Stack gap="4" borderTopWidth="1px" pt="4">
            <Stack gap="1">
              <Text fontWeight="semibold">{t('account.instructorPage')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('account.instructorPageAbout')}
                {instructor.hasPublishedCourse && (
                  <>
                    {' '}
                    <Link asChild color="brand.fg" fontWeight="medium">
                      <RouterLink to={`/instructor/${user.id}`}>
                        {t('account.viewInstructorPage')}
                      </RouterLink>
                    </Link>
                  </>
                )}
              </Text>
            </Stack>
            <Field.Root invalid={problems.fields.headline !== undefined}>
              <Field.Label>{t('account.headline')}</Field.Label>
              <Input
                name="headline"
                maxLength={HEADLINE_MAX_LENGTH}
                placeholder={t('account.headlinePlaceholder')}
                value={headline}
                onChange={(e) => change('headline', setHeadline)(e.target.value)}
              />
              <Field.HelperText>
                {t('account.headlineHelp', { max: HEADLINE_MAX_LENGTH })}
              </Field.HelperText>
              <Field.ErrorText>{problems.fields.headline}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={problems.fields.bio !== undefined}>
              <Field.Label>{t('account.bio')}</Field.Label>
              <Textarea
                name="bio"
                rows={6}
                maxLength={BIO_MAX_LENGTH}
                value={bio}
                onChange={(e) => change('bio', setBio)(e.target.value)}
              />
              <Field.HelperText>
                {t('account.bioHelp', { length: bio.length, max: BIO_MAX_LENGTH })}
              </Field.HelperText>
              <Field.ErrorText>{problems.fields.bio}</Field.ErrorText>
            </Field.Root>
            <RepeatableTextRows
              name="links"
              legend={t('account.links')}
              itemLabel={t('account.link')}
              addLabel={t('account.addLink')}
              hint={t('account.linksHint', { max: MAX_PROFILE_LINKS })}
              inputProps={{
                type: 'url',
                inputMode: 'url',
                placeholder: t('account.linkPlaceholder'),
              }}
              max={MAX_PROFILE_LINKS}
              maxLength={PROFILE_LINK_MAX_LENGTH}
              values={links}
              errors={problems.fields}
              onChange={setLinks}
              onClearErrors={(fields) => clearProblems(fields as ProfileField[])}
            />
          </Stack>
        )}
        {problems.form && <FormAlert status="error">{problems.form}</FormAlert>}
        <Button
          type="submit"
          colorPalette="brand"
          disabled={loading}
          alignSelf={{ sm: 'start' }}
          minW="40"
        >
          {loading ? t('account.saving') : t('account.saveProfile')}
        </Button>
      </Stack>
    </form>
  );
}
