import type { ParsedMail } from 'mailparser';

/**
 * An invite's content lines (RFC 5545 3.1, unfolded) outside its VTIMEZONE, by property name:
 * `props(name)` answers each value, `props.full(name)` each line after the name (its parameters,
 * then `:` and the value).
 */
export function icsProperties(text: string) {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .replace(/BEGIN:VTIMEZONE[\s\S]*END:VTIMEZONE\r?\n/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const named = (name: string) =>
    lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  const props = (name: string) => named(name).map((l) => l.slice(l.indexOf(':') + 1));
  return Object.assign(props, {
    full: (name: string) => named(name).map((l) => l.slice(name.length)),
  });
}

/** The one calendar invite a mail carries, read as `icsProperties`. */
export function inviteOf(mail: ParsedMail) {
  const calendars = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(calendars).toHaveLength(1);
  return icsProperties(calendars[0].content.toString('utf8'));
}
