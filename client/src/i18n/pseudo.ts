import type { Messages } from '@lingui/core';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouAEIOUcnyCNY'].map((c, i) => [c, [...'åéîøüÅÉÎØÜçñýÇÑÝ'][i]]),
);

/** 'Enroll Now' -> '[Éñrøll Ñøw ~~~~]': accented, about 40 % longer, bracketed to show clipping. */
function stretch(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  // Markup of rich messages (<0>, </0>, <1/>) is kept as it is.
  const accented = text
    .split(/(<\/?\d+\/?>)/)
    .map((part) =>
      /^<\/?\d+\/?>$/.test(part) ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join('');
  return `[${accented}${'~'.repeat(Math.ceil(text.length * 0.4))}]`;
}

type Compiled = Messages[string];

function walk(message: Compiled): Compiled {
  if (typeof message === 'string') return message === '#' ? message : stretch(message);
  return message.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : stretch(token);
    const [name, format, options] = token as [string, string?, Record<string, Compiled>?];
    if (!options || typeof options !== 'object') return token;
    return [
      name,
      format,
      Object.fromEntries(Object.entries(options).map(([key, value]) => [key, walk(value)])),
    ];
  });
}

/** The pseudo-locale of an English catalog: every text stretched and accented, placeholders kept. */
export function pseudoize(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, walk(message)]));
}
