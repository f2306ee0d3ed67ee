import { errorMessage } from '../../lib/errorMessage';
import { fieldProblems } from '../../lib/graphqlErrors';
import { t } from './i18n';

export type ContactField = 'email' | 'message';

/** What went wrong with a contact message: messages per field, or one for the whole form. */
export interface ContactErrors {
  fields: Record<ContactField, string[]>;
  form: string | null;
}

export const NO_CONTACT_ERRORS: ContactErrors = { fields: { email: [], message: [] }, form: null };

const isContactField = (field: string): field is ContactField =>
  field === 'email' || field === 'message';

/**
 * Reads `extensions.fields` of BAD_USER_INPUT errors into per-field messages; any other failure
 * (or a field this form does not have) becomes the form's message.
 */
export function contactErrors(error: unknown): ContactErrors {
  const fields: ContactErrors['fields'] = { email: [], message: [] };
  const other: string[] = [];
  for (const problem of fieldProblems(error)) {
    if (isContactField(problem.field)) fields[problem.field].push(problem.message);
    else other.push(problem.message);
  }

  const anyField = fields.email.length > 0 || fields.message.length > 0;
  const form =
    other.length > 0
      ? other.join('. ')
      : anyField
        ? null
        : errorMessage(error, t('contact.notSent'));
  return { fields, form };
}

/**
 * The red line under a field: the label followed by the messages, e.g. 'Email must be a valid
 * email address'. Messages that already start with the label are not prefixed again.
 */
export function fieldErrorText(label: string, messages: string[]): string {
  return messages
    .map((message) =>
      message.toLowerCase().startsWith(`${label.toLowerCase()} `) ? message : `${label} ${message}`,
    )
    .join('. ');
}
